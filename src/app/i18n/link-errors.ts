/**
 * The personal links' and the feedback's error keys. The link screens import this module, and so does
 * the shell's offline queue part, which tells why a feedback that waited offline was refused over
 * whatever screen is open by then: kept out of the links area's strings so the shell does not carry
 * that area's screens' words.
 */
import { addAreaTranslations } from './areas';

const ru = {
  errors: {
    links: {
      link_is_outdated: 'Ссылка устарела',
      link_not_found: 'Ссылка не найдена: проверьте, что она скопирована целиком',
    },
    feedback: {
      feedback_is_no_longer_available: 'Отзыв больше недоступен',
      comment_is_too_long: 'Комментарий слишком длинный',
    },
  },
};

const en: typeof ru = {
  errors: {
    links: {
      link_is_outdated: 'The link is outdated',
      link_not_found: 'Link not found: check that it was copied in full',
    },
    feedback: {
      feedback_is_no_longer_available: 'Feedback is no longer available',
      comment_is_too_long: 'The comment is too long',
    },
  },
};

addAreaTranslations({ ru, 'en-gb': en });

declare module './keys' {
  interface AreaTrees {
    linkErrors: typeof ru;
  }
}
