/** Russian (default). Plural keys follow Intl.PluralRules('ru'): _one, _few, _many, _other. */
import { FIRST_PAINT_RU } from '../../domain/first-paint-text';

export const ru = {
  app: { name: FIRST_PAINT_RU.appName },
  common: {
    loading: 'Загрузка…',
    refresh: 'Обновить',
    dataFrom: 'Данные от {{date}}',
    dataOffline: 'Сохранённые данные',
    offlineShown:
      'Вы не в сети — показано сохранённое на этом устройстве, обновлено {{age}}. Когда связь вернётся, данные обновятся сами.',
    serverShown:
      'Сервер не отвечает — показано сохранённое на этом устройстве, обновлено {{age}}. Данные обновятся сами, как только он ответит.',
    refreshFailed: 'Не удалось обновить данные, попробуйте позже',
    refreshOffline: 'Нет соединения: показаны сохранённые данные',
    refreshSubject: 'Обновить {{subject}}',
    loadFailedOffline:
      'Вы не в сети: не удалось загрузить {{subject}} — на этом устройстве сохранённого нет. Когда связь вернётся, загрузим сами.',
    loadFailedServer: 'Не удалось загрузить {{subject}}: сервер не отвечает. Попробуйте позже.',
    /** What a screen loads, as the object of 'загрузить' and 'обновить'. */
    subjects: {
      clinics: 'список клиник',
      doctors: 'список специалистов',
      doctor: 'данные специалиста',
      specialties: 'список специальностей',
      categories: 'категории услуг',
      services: 'список услуг',
      service: 'данные услуги',
      results: 'результаты',
      appointments: 'записи',
      profile: 'личные данные',
    },
  },
  shell: {
    skipToContent: 'Перейти к содержимому',
    languageEnglish: 'English version',
    languageRussian: 'Русская версия',
  },
  header: {
    back: 'Назад',
    install: 'Установить приложение',
    login: FIRST_PAINT_RU.login,
    openClinic: '{{title}}: открыть страницу клиники',
  },
  menu: {
    open: 'Открыть меню',
    title: 'Меню',
    close: 'Закрыть меню',
    profile: 'Профиль',
    changeAccount: 'Сменить аккаунт',
    switching: 'Переключение…',
    appointments: 'Мои записи',
    results: 'Результаты',
    install: 'Установить приложение',
    logout: 'Выйти',
    login: 'Войти',
  },
  scroll: { up: 'Наверх', upShort: 'Наверх', down: 'Вернуться к прежнему месту' },
  snackbar: {
    region: 'Уведомления',
    close: 'Закрыть',
    closeItem: 'Закрыть уведомление: {{message}}',
    changeAccount: 'Сменить аккаунт',
    enteredAs: 'Вы вошли как {{name}}',
  },
  errors: {
    listLabel: 'Ошибки',
    dismiss: 'Нажмите, чтобы скрыть',
    dismissItem: 'Скрыть сообщение: {{message}}',
    unexpected_error: 'Произошла непредвиденная ошибка',
    try_to_use_the_service_later: 'Ошибка, попробуйте воспользоваться сервисом позже',
    offline:
      'Нет сети: не удалось связаться с сервером. Попробуйте снова, когда связь вернётся, — само ничего не отправится.',
    screenFailed: 'Не удалось открыть страницу',
    appFailed: 'Не удалось запустить приложение. Перезагрузите страницу.',
    reload: 'Перезагрузить',
    partFailed: 'Не удалось загрузить часть страницы.',
    retryPart: 'Повторить',
    // Shown by the shell when a session ends by itself (the data worker's notice).
    auth: {
      invalid_refresh_token: 'Сеанс завершён, войдите снова',
      account_access_restricted:
        'Доступ с указанным телефоном ограничен, обратитесь в клинику, чтобы узнать причину блокировки',
    },
  },
  routes: {
    root: 'Клиники',
    authorization: 'Вход',
    ...FIRST_PAINT_RU.routes,
    'client-profile': 'Профиль',
    'change-password': 'Смена пароля',
    appointments: 'Мои записи',
    'service-results': 'Результаты',
    call: 'Консультация специалиста',
    'confirm-appointment': 'Подтверждение записи',
    'client-feedback': 'Отзыв о приёме',
    'external-client-feedback': 'Отзыв о приёме',
    'waitlist-offer': 'Освободившееся время',
    'clinic-menu': 'Меню клиники',
    clinic: 'Информация о клинике',
    'service-categories': 'Категории услуг',
    services: 'Услуги',
    service: 'Услуга',
    doctors: 'Специалисты',
    doctor: 'Специалист',
    specialties: 'Специальности',
  },
  clinics: {
    heading: FIRST_PAINT_RU.clinicsHeading,
    empty: 'Клиники пока не добавлены',
    info: 'Информация о клинике «{{title}}»',
    email: 'Электронная почта',
    phone: 'Телефон',
  },
  clinicMenu: FIRST_PAINT_RU.clinicMenu,
};

/** The shape every language provides (checked against en-gb at compile time). */
export type Resources = typeof ru;
