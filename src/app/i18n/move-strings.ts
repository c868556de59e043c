/**
 * Moving an appointment and the clinic's notice before a visit: the words the appointments list and the
 * confirmation link show before the move dialog loads (the button, the notice line, the network's
 * absence). Apart from any one area so the link screen carries these few sentences, not the appointments
 * area; the dialog's own words come with its chunk (screens/booking/move-dialog-strings.ts).
 */
import { addAreaTranslations } from './areas';

const ru = {
  move: {
    button: 'Перенести',
    needsNetwork: 'Для переноса нужна сеть: время нельзя закрепить без связи',
    noticeClosed: 'Отменить или перенести запись онлайн уже нельзя: позвоните в клинику',
    noticeClosedPhone: 'Отменить или перенести запись онлайн уже нельзя: позвоните в клинику, {{phone}}',
  },
};

const en = {
  move: {
    button: 'Move',
    needsNetwork: 'Moving needs the network: a time cannot be held offline',
    noticeClosed: 'It is too late to cancel or move it online: please call the clinic',
    noticeClosedPhone: 'It is too late to cancel or move it online: please call the clinic on {{phone}}',
  },
};

addAreaTranslations({ ru, 'en-gb': en });

declare module './keys' {
  interface AreaTrees {
    move: typeof ru;
  }
}
