/**
 * The Russian texts the server's plain-HTML first paint shows (index.html's templates, the clinic
 * menu's rows, a doctor's or a service's page with its free times), kept here so the server and the app's Russian tree (src/app/i18n/ru.ts) read the same
 * words. Plural keys follow Intl.PluralRules('ru'): _one, _few, _many, _other.
 */
export const FIRST_PAINT_RU = {
  appName: 'Приём',
  clinicsHeading: 'Выберите клинику',
  login: 'Войти',
  clinicMenu: {
    information: 'Информация о клинике',
    specialists: 'Выбрать специалиста',
    services: 'Выбрать услугу',
    specialties: 'Выбрать специальность',
    specialistsCount_one: '{{count}} специалист',
    specialistsCount_few: '{{count}} специалиста',
    specialistsCount_many: '{{count}} специалистов',
    specialistsCount_other: '{{count}} специалиста',
    servicesCount_one: '{{count}} услуга',
    servicesCount_few: '{{count}} услуги',
    servicesCount_many: '{{count}} услуг',
    servicesCount_other: '{{count}} услуги',
    specialtiesCount_one: '{{count}} специальность',
    specialtiesCount_few: '{{count}} специальности',
    specialtiesCount_many: '{{count}} специальностей',
    specialtiesCount_other: '{{count}} специальности',
  },
  /** The doctors list, a doctor's and a service's page (server/http/first-paint-booking.ts). */
  doctorsHeading: 'Выберите специалиста',
  doctorsOnlyWithService: 'Запись на услугу',
  specialtiesHeading: 'Выберите специальность',
  doctorAbout: 'Информация о специалисте',
  serviceAbout: 'Информация об услуге',
  serviceSpecialists_one: 'Специалист, оказывающий услугу',
  serviceSpecialists_few: 'Специалисты, оказывающие услугу',
  serviceSpecialists_many: 'Специалисты, оказывающие услугу',
  serviceSpecialists_other: 'Специалисты, оказывающие услугу',
  scheduleToday: 'Сегодня',
  scheduleTomorrow: 'Завтра',
  scheduleNoDays: 'Нет доступных дней для записи',
  /** The agreements' titles by route, in the header and as the heading. */
  routes: {
    'end-user-license-agreement': 'Лицензионное соглашение',
    'privacy-policy': 'Политика конфиденциальности',
  },
  /** The service categories and a services list (server/http/first-paint-services.ts). */
  categoriesHeading: 'Выберите категорию услуг',
  servicesAll: 'Все услуги',
  servicesSearch: 'Поиск услуги по названию',
};

/**
 * The clinic information's site label (server/http/first-paint-info.ts; the browsing area's strings):
 * apart from FIRST_PAINT_RU, which the start page's bundle carries whole, since only that screen shows it.
 */
export const CLINIC_SITE_RU = 'Сайт';

/**
 * The line over a doctor's or a service's free times the service worker kept, opened again with no
 * answer (src/sw/kept-pages.ts): apart, so the service worker takes these two and not every text here.
 */
export const SCHEDULE_KEPT_RU = {
  offline:
    'Вы не в сети — свободное время показано с этого устройства, обновлено {{age}}, и могло измениться. Записаться можно будет, когда связь вернётся.',
  serverDown:
    'Сервер не отвечает — свободное время показано с этого устройства, обновлено {{age}}, и могло измениться. Записаться можно будет, когда он ответит.',
};
