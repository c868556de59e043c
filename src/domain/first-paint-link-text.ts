/**
 * The Russian words of the personal-link screens' painted frame (server/http/first-paint-links.ts): the
 * confirmation's and the feedback's public texts, which the links area's Russian strings read too, so the
 * paint and the app say the same. Apart from first-paint-text.ts, whose module sits in the start page's
 * bundle: these words would otherwise load with every page.
 */
export const FIRST_PAINT_LINKS_RU = {
  confirmTitle: 'Подтверждение записи',
  confirmHeading: 'Подтвердите запись на приём к специалисту',
  confirm: 'Подтвердить',
  cancel: 'Отменить запись',
  feedbackTitle: 'Отзыв о приёме',
  feedbackHeading: 'Отзыв о приёме',
  assessment: 'Оцените работу специалиста',
  recommend: 'Порекомендуете ли вы нас друзьям и знакомым?',
  comment: 'Комментарий',
  commentHint: 'Не более {{max}} символов',
  send: 'Отправить',
};
