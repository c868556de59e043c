/**
 * The offline queue's strings (the count bar, "cancellation pending", delivered and refused, the cancels
 * waiting for another profile), loaded with the shell's lazy queue part, with the screens that queue
 * actions and with a logout that leaves cancels waiting; never with the start page. Here rather than in
 * shell/: the data hooks (live/) say them too.
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
    // The name leads: a Russian name after a preposition would need a case the data does not hold.
    profileCancels_one: '{{name}}: {{count}} отмена записи ждёт отправки',
    profileCancels_few: '{{name}}: {{count}} отмены записей ждут отправки',
    profileCancels_many: '{{name}}: {{count}} отмен записей ждут отправки',
    profileCancels_other: '{{name}}: {{count}} отмены записей ждут отправки',
    switchAndSend: 'Переключиться и отправить',
    waitingForProfile_one:
      '{{name}}: {{count}} отмена записи ещё не отправлена. Она уйдёт, когда вы войдёте на этом устройстве и переключитесь на этот профиль',
    waitingForProfile_few:
      '{{name}}: {{count}} отмены записей ещё не отправлены. Они уйдут, когда вы войдёте на этом устройстве и переключитесь на этот профиль',
    waitingForProfile_many:
      '{{name}}: {{count}} отмен записей ещё не отправлены. Они уйдут, когда вы войдёте на этом устройстве и переключитесь на этот профиль',
    waitingForProfile_other:
      '{{name}}: {{count}} отмены записей ещё не отправлены. Они уйдут, когда вы войдёте на этом устройстве и переключитесь на этот профиль',
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
    profileCancels_one: '{{count}} cancellation waits for {{name}}',
    profileCancels_other: '{{count}} cancellations wait for {{name}}',
    switchAndSend: 'Switch and send',
    waitingForProfile_one:
      '{{count}} cancellation for {{name}} has not been sent yet: it goes once you log in on this device and switch to {{name}}',
    waitingForProfile_other:
      '{{count}} cancellations for {{name}} have not been sent yet: they go once you log in on this device and switch to {{name}}',
  },
};

addAreaTranslations({ ru, 'en-gb': en });

declare module './keys' {
  interface AreaTrees {
    offlineQueue: typeof ru;
  }
}
