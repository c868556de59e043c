/** The waitlist's strings (asking, the list on the appointments screen, the offer), loaded with its chunks. */
import { addAreaTranslations } from '../../i18n/areas';

const ru = {
  waitlist: {
    ask: {
      emptyDay: 'Нет свободного времени {{date}}?',
      later: 'Записались позже, чем хотели?',
      action: 'Сообщить, если освободится время до {{date}} включительно',
      title: 'Лист ожидания',
      explain:
        'Если у специалиста освободится время не позже {{date}}, мы сразу предложим его вам и ' +
        'ненадолго закрепим за вами: придёт сообщение со ссылкой, а в приложении появится уведомление.',
      lastDate: 'Не позже',
      confirm: 'Сообщить мне',
      cancel: 'Закрыть',
      loginFirst: 'Войдите или зарегистрируйтесь, чтобы встать в лист ожидания',
      joined: 'Сообщим, если освободится время до {{date}}',
    },
    list: {
      heading: 'Лист ожидания',
      request: '{{doctor}}: время до {{date}}',
      remove: 'Убрать',
      removeItem: 'Убрать из листа ожидания: {{doctor}}, до {{date}}',
      removed: 'Запрос убран из листа ожидания',
      offered: 'Освободилось время: {{date}}, {{time}}. Закреплено за вами до {{until}}',
      /** A request whose doctor the network no longer lists (it has ended then). */
      requestNoDoctor: 'Время до {{date}}',
      /** Why a request ended, one line under it. */
      ended: {
        removed: 'Вы убрали запрос',
        fulfilled: 'Вы записались',
        expired: 'Дата прошла',
        doctor_left: 'Врач больше не принимает в сети',
        doctor_unavailable: 'Онлайн-запись к врачу закрыта',
        clinic_closed: 'Клиника закрыта',
      },
      dismiss: 'Скрыть',
      dismissItem: 'Скрыть завершённый запрос: {{request}}',
      dismissed: 'Запрос скрыт',
    },
    offer: {
      heading: 'Освободилось время',
      when: '{{date}}, {{time}}',
      doctor: 'Специалист: {{name}}',
      until: 'Время закреплено за вами до {{until}}',
      book: 'Записаться',
      decline: 'Отказаться',
      booked: 'Вы записаны на {{date}}, {{time}}',
      declined: 'Время предложено следующему в очереди',
      loading: 'Загрузка предложения',
      snackbar:
        'Освободилось время у специалиста {{doctor}}: {{date}}, {{time}}. Записаться — в «Моих записях»',
    },
  },
  errors: {
    waitlist: {
      date_is_not_available: 'На эту дату записаться нельзя',
      doctor_is_not_available: 'К этому специалисту нельзя встать в лист ожидания',
      requests_limit_exceeded: 'В этой клинике у вас уже есть наибольшее число запросов в листе ожидания',
      offer_is_no_longer_available: 'Предложение больше недоступно',
    },
  },
};

const en: typeof ru = {
  waitlist: {
    ask: {
      emptyDay: 'No free time on {{date}}?',
      later: 'Booked later than you wanted?',
      action: 'Tell me if a time on or before {{date}} frees',
      title: 'Waitlist',
      explain:
        'If a time with this specialist frees on or before {{date}}, we offer it to you at once and hold ' +
        'it for you for a while: a message with a link comes, and the app shows a notice.',
      lastDate: 'On or before',
      confirm: 'Tell me',
      cancel: 'Close',
      loginFirst: 'Log in or register to join the waitlist',
      joined: 'We will tell you if a time on or before {{date}} frees',
    },
    list: {
      heading: 'Waitlist',
      request: '{{doctor}}: a time on or before {{date}}',
      remove: 'Remove',
      removeItem: 'Remove from the waitlist: {{doctor}}, on or before {{date}}',
      removed: 'The request has left the waitlist',
      offered: 'A time has freed: {{date}}, {{time}}. Held for you until {{until}}',
      requestNoDoctor: 'A time on or before {{date}}',
      ended: {
        removed: 'You removed the request',
        fulfilled: 'You booked an appointment',
        expired: 'The date has passed',
        doctor_left: 'The doctor no longer works at this network',
        doctor_unavailable: 'The doctor can no longer be booked online',
        clinic_closed: 'The clinic has closed',
      },
      dismiss: 'Dismiss',
      dismissItem: 'Dismiss the ended request: {{request}}',
      dismissed: 'The request is dismissed',
    },
    offer: {
      heading: 'A time has freed',
      when: '{{date}}, {{time}}',
      doctor: 'Specialist: {{name}}',
      until: 'The time is held for you until {{until}}',
      book: 'Book it',
      decline: 'Decline',
      booked: 'You are booked for {{date}}, {{time}}',
      declined: 'The time goes to the next in line',
      loading: 'Loading the offer',
      snackbar: 'A time has freed with {{doctor}}: {{date}}, {{time}}. Book it under My appointments',
    },
  },
  errors: {
    waitlist: {
      date_is_not_available: 'This date cannot be booked',
      doctor_is_not_available: 'This specialist has no waitlist',
      requests_limit_exceeded: 'You already hold as many waitlist requests in this clinic as allowed',
      offer_is_no_longer_available: 'The offer is no longer available',
    },
  },
};

addAreaTranslations({ ru, 'en-gb': en });

declare module '../../i18n/keys' {
  interface AreaTrees {
    waitlist: typeof ru;
  }
}
