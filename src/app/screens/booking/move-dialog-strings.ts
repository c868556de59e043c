/** The move dialog's words, loaded with its chunk. */
import { addAreaTranslations } from '../../i18n/areas';

const ru = {
  moveDialog: {
    title: 'Перенести запись',
    now: 'Сейчас: {{when}}',
    pick: 'Выберите новое время у того же специалиста',
    to: 'Новое время: {{when}}',
    confirm: 'Перенести',
    keep: 'Не переносить',
    moved: 'Запись перенесена',
  },
};

const en = {
  moveDialog: {
    title: 'Move the appointment',
    now: 'Now: {{when}}',
    pick: 'Choose a new time with the same specialist',
    to: 'New time: {{when}}',
    confirm: 'Move',
    keep: 'Keep the time',
    moved: 'The appointment is moved',
  },
};

addAreaTranslations({ ru, 'en-gb': en });

declare module '../../i18n/keys' {
  interface AreaTrees {
    moveDialog: typeof ru;
  }
}
