/**
 * The offline queue's strings (the count bar, "cancellation pending", delivered and refused), loaded with
 * the shell's lazy queue part, with the screens that queue actions and with a logout that leaves cancels
 * waiting; never with the start page. Here rather than in shell/: the data hooks (live/) say them too.
 */
import { addAreaTranslations } from './areas';

const ru = {
  offlineQueue: {
    waiting_one: '{{count}} действие ждёт отправки: отправим, когда появится сеть',
    waiting_few: '{{count}} действия ждут отправки: отправим, когда появится сеть',
    waiting_many: '{{count}} действий ждут отправки: отправим, когда появится сеть',
    waiting_other: '{{count}} действия ждут отправки: отправим, когда появится сеть',
    cancelQueued: 'Нет сети: отмена записи будет отправлена, когда сеть появится',
    feedbackQueued: 'Нет сети: отзыв будет отправлен, когда сеть появится',
    cancelPending: 'Отмена ждёт отправки',
    cancelDelivered: 'Отмена записи отправлена в клинику',
    cancelRefused: 'Клиника не приняла отмену записи',
    feedbackDelivered: 'Отзыв отправлен',
    feedbackRefused: 'Отзыв не принят',
    waitingForLogin_one:
      '{{count}} отмена записи ещё не отправлена: она уйдёт после вашего следующего входа на этом устройстве',
    waitingForLogin_few:
      '{{count}} отмены записей ещё не отправлены: они уйдут после вашего следующего входа на этом устройстве',
    waitingForLogin_many:
      '{{count}} отмен записей ещё не отправлены: они уйдут после вашего следующего входа на этом устройстве',
    waitingForLogin_other:
      '{{count}} отмены записей ещё не отправлены: они уйдут после вашего следующего входа на этом устройстве',
  },
};

const en = {
  offlineQueue: {
    waiting_one: '{{count}} action waiting to be sent: it goes when the network returns',
    waiting_other: '{{count}} actions waiting to be sent: they go when the network returns',
    cancelQueued: 'No network: the cancellation will be sent when the network returns',
    feedbackQueued: 'No network: your feedback will be sent when the network returns',
    cancelPending: 'Cancellation pending',
    cancelDelivered: 'Your cancellation has reached the clinic',
    cancelRefused: 'The clinic did not accept the cancellation',
    feedbackDelivered: 'Your feedback has been sent',
    feedbackRefused: 'Your feedback was not accepted',
    waitingForLogin_one:
      '{{count}} cancellation has not been sent yet: it goes after your next login on this device',
    waitingForLogin_other:
      '{{count}} cancellations have not been sent yet: they go after your next login on this device',
  },
};

addAreaTranslations({ ru, 'en-gb': en });

declare module './keys' {
  interface AreaTrees {
    offlineQueue: typeof ru;
  }
}
