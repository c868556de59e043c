/** The personal-link screens' strings (appointment confirmation, client feedback), loaded with their chunk. */
import { addAreaTranslations } from '../../i18n/areas';
// The link and feedback error keys, which the shell's offline queue part says too.
import '../../i18n/link-errors';

const ru = {
  links: {
    confirm: {
      heading: 'Подтвердите запись на приём к специалисту',
      when: '{{date}}, {{time}}',
      doctor: 'Специалист: {{name}}',
      confirm: 'Подтвердить',
      cancel: 'Отменить запись',
      loading: 'Загрузка записи',
      confirmed: 'Запись подтверждена',
      canceled: 'Запись отменена',
      /** The visit was moved after the screen showed it: nothing changed, its new time is shown. */
      moved: 'Время записи изменилось: выберите снова',
      loadOffline:
        'Нет сети: не удалось загрузить запись, которую просят подтвердить. Откройте ссылку снова, когда связь вернётся.',
      /** In place of the choices the appointment no longer allows. */
      status: {
        approved: 'Запись уже подтверждена',
        canceled_by_client: 'Эта запись отменена',
        serviced: 'Приём уже состоялся',
        failed: 'Приём не состоялся',
      },
    },
    feedback: {
      heading: 'Отзыв о приёме',
      doctor: 'Специалист: {{name}}',
      assessment: 'Оцените работу специалиста',
      recommend: 'Порекомендуете ли вы нас друзьям и знакомым?',
      star: '{{value}} из 5',
      comment: 'Комментарий',
      commentHint: 'Не более {{max}} символов',
      send: 'Отправить',
      sent: 'Отзыв успешно отправлен',
      loading: 'Загрузка',
      loadOffline:
        'Нет сети: не удалось загрузить приём, о котором просят отзыв. Откройте ссылку снова, когда связь вернётся.',
    },
    /** A short link (a reminder, a waitlist offer, a request for feedback) opened with no network. */
    shortLink: {
      loadOffline: 'Нет сети: ссылка не открылась. Откройте её снова, когда связь вернётся.',
    },
  },
};

const en = {
  links: {
    confirm: {
      heading: 'Please confirm your appointment with a specialist',
      when: '{{date}}, {{time}}',
      doctor: 'Specialist: {{name}}',
      confirm: 'Confirm',
      cancel: 'Cancel the appointment',
      loading: 'Loading the appointment',
      confirmed: 'The appointment is confirmed',
      canceled: 'The appointment is cancelled',
      moved: 'The time has changed: please choose again',
      loadOffline:
        'You are offline: the appointment to confirm could not be loaded. Open the link again when the connection is back.',
      status: {
        approved: 'This appointment is already confirmed',
        canceled_by_client: 'This appointment has been cancelled',
        serviced: 'This visit has already taken place',
        failed: 'This visit did not take place',
      },
    },
    feedback: {
      heading: 'Feedback on your visit',
      doctor: 'Specialist: {{name}}',
      assessment: 'Rate the specialist',
      recommend: 'Would you recommend us to friends and family?',
      star: '{{value}} of 5',
      comment: 'Comment',
      commentHint: 'At most {{max}} characters',
      send: 'Send',
      sent: 'Feedback successfully sent',
      loading: 'Loading',
      loadOffline:
        'You are offline: the visit to give feedback on could not be loaded. Open the link again when the connection is back.',
    },
    shortLink: {
      loadOffline: 'You are offline: the link did not open. Open it again when the connection is back.',
    },
  },
};

addAreaTranslations({ ru, 'en-gb': en });

declare module '../../i18n/keys' {
  interface AreaTrees {
    links: typeof ru;
  }
}
