/** The booking area's strings (schedule widget, create-appointment dialog), loaded with its chunk. */
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
      slot: '{{day}}, {{time}}: записаться',
      loadFailed: 'Не удалось загрузить расписание',
      retry: 'Повторить',
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
      slot: '{{day}}, {{time}}: book',
      loadFailed: 'The schedule could not be loaded',
      retry: 'Try again',
    },
  },
};

addAreaTranslations({ ru, 'en-gb': en });
