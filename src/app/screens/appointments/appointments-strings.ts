/** The appointments area's strings, loaded with its chunk. */
import { addAreaTranslations } from '../../i18n/areas';

const ru = {
  appointments: {
    heading: 'Мои записи',
    empty: 'Нет доступных записей',
    today: 'Сегодня',
    tomorrow: 'Завтра',
    when: '{{day}}, {{date}}, {{time}}',
    duration: 'Длительность: {{minutes}} мин',
    address: 'Адрес: {{address}}',
    info: 'Подробнее о записи: {{when}}',
    cancel: 'Отменить запись',
    cancelTitle: 'Отменить запись?',
    cancelText: '{{doctor}}, {{when}}',
    cancelConfirm: 'Отменить запись',
    keep: 'Не отменять',
    cancelled: 'Запись отменена',
    feedback: 'Оставить отзыв',
    feedbackFor: 'Оставить отзыв о приёме: {{when}}, {{doctor}}',
    calendar: 'Добавить в календарь',
    loadMore: 'Показать ещё',
    status: {
      need_approval: 'Ожидает подтверждения',
      confirmed_by_administrator: 'Подтверждена администратором',
      approved: 'Подтверждена',
      serviced: 'Приём состоялся',
      canceled_by_client: 'Отменена',
      failed: 'Неявка',
    },
  },
};

const en = {
  appointments: {
    heading: 'My appointments',
    empty: 'No appointment available',
    today: 'Today',
    tomorrow: 'Tomorrow',
    when: '{{day}}, {{date}}, {{time}}',
    duration: 'Duration: {{minutes}} min',
    address: 'Address: {{address}}',
    info: 'About the appointment: {{when}}',
    cancel: 'Cancel the appointment',
    cancelTitle: 'Cancel the appointment?',
    cancelText: '{{doctor}}, {{when}}',
    cancelConfirm: 'Cancel the appointment',
    keep: 'Keep it',
    cancelled: 'The appointment is cancelled',
    feedback: 'Leave feedback',
    feedbackFor: 'Leave feedback on the visit: {{when}}, {{doctor}}',
    calendar: 'Add to calendar',
    loadMore: 'Show more',
    status: {
      need_approval: 'Needs approval',
      confirmed_by_administrator: 'Confirmed by the administrator',
      approved: 'Approved',
      serviced: 'Serviced',
      canceled_by_client: 'Cancelled',
      failed: 'Failed (no-show)',
    },
  },
};

addAreaTranslations({ ru, 'en-gb': en });

declare module '../../i18n/keys' {
  interface AreaTrees {
    appointments: typeof ru;
  }
}
