/**
 * The booking area's strings (schedule widget, create-appointment dialog), loaded with its chunk; with
 * them the appointment error keys' words, which a booking's refusal shows.
 */
import '../../i18n/appointment-errors';
import { addAreaTranslations } from '../../i18n/areas';

const ru = {
  booking: {
    schedule: {
      label: 'Расписание: свободное время для записи',
      previous: 'Предыдущие дни',
      next: 'Следующие дни',
      today: 'Сегодня',
      tomorrow: 'Завтра',
      noDays: 'Нет доступных дней для записи',
      loading: 'Загрузка расписания',
      unavailable: 'нет записи',
      slot: '{{day}}, {{date}}, {{time}}{{doctor}}: записаться',
      window: 'Показаны дни с {{from}} по {{to}}',
      loadFailed: 'Не удалось загрузить расписание',
      loadFailedOffline:
        'Вы не в сети: расписание не загружено — на этом устройстве сохранённого нет. Когда связь вернётся, загрузим сами.',
      offline:
        'Вы не в сети — свободное время показано с этого устройства, обновлено {{age}}, и могло измениться. Записаться можно будет, когда связь вернётся.',
      serverDown:
        'Сервер не отвечает — свободное время показано с этого устройства, обновлено {{age}}, и могло измениться. Записаться можно будет, когда он ответит.',
      retry: 'Повторить',
    },
    dialog: {
      title: 'Запись на приём',
      when: '{{date}}, {{time}}',
      comment: 'Комментарий',
      commentHint: 'Не более {{max}} символов',
      confirm: 'Записаться',
      cancel: 'Отмена',
      close: 'Закрыть',
      closest: 'Ваша ближайшая запись: {{date}}, {{time}}',
      as: 'Вы записываетесь как {{name}}',
      switchTo: 'Записать другого человека',
      created: 'Вы записаны на приём',
      requesting: 'Создаём запись…',
      alternatives: 'Это время уже занято. Ближайшее свободное время:',
      pickAlternative: 'Выбрать {{date}}, {{time}}',
      loginFirst: 'Войдите или зарегистрируйтесь, чтобы записаться',
    },
  },
};

const en = {
  booking: {
    schedule: {
      label: 'Schedule: free times to book',
      previous: 'Previous days',
      next: 'Next days',
      today: 'Today',
      tomorrow: 'Tomorrow',
      noDays: 'No days are available for booking',
      loading: 'Loading the schedule',
      unavailable: 'not available',
      slot: '{{day}}, {{date}}, {{time}}{{doctor}}: book',
      window: 'Showing {{from}} to {{to}}',
      loadFailed: 'The schedule could not be loaded',
      loadFailedOffline:
        'You are offline: the schedule is not loaded — nothing is saved on this device yet. It will load by itself when the connection returns.',
      offline:
        'You are offline — free times shown from this device, updated {{age}}, and may have changed. Booking opens again when the connection returns.',
      serverDown:
        'The server is not responding — free times shown from this device, updated {{age}}, and may have changed. Booking opens again once the server answers.',
      retry: 'Try again',
    },
    dialog: {
      title: 'Book an appointment',
      when: '{{date}}, {{time}}',
      comment: 'Comment',
      commentHint: 'At most {{max}} characters',
      confirm: 'Book',
      cancel: 'Cancel',
      close: 'Close',
      closest: 'Your closest appointment: {{date}}, {{time}}',
      as: 'You are making the appointment as {{name}}',
      switchTo: 'Book for someone else',
      created: 'Your appointment is booked',
      requesting: 'Booking…',
      alternatives: 'This time has just been taken. The nearest free times:',
      pickAlternative: 'Choose {{date}}, {{time}}',
      loginFirst: 'Log in or register to book',
    },
  },
};

addAreaTranslations({ ru, 'en-gb': en });

declare module '../../i18n/keys' {
  interface AreaTrees {
    booking: typeof ru;
  }
}
