/**
 * The server's general error keys (src/api/errors.ts: an unknown address or key, bad input, too many
 * requests, no session), which any call may answer with. Their texts travel with the two places that
 * show a server's key — the error list and the snackbars — not with the start page, which shows none.
 * With them the one reason a session may end by itself that the start page's trees do not hold: the
 * current profile no longer reachable (personalDataErrors), said in a snackbar over whatever screen is
 * open, where the accounts screens' strings may not be loaded.
 */
import { addAreaTranslations } from './areas';

addAreaTranslations({
  ru: {
    errors: {
      basis: {
        not_found: 'Не найдено',
        method_not_allowed: 'Это действие недоступно',
        invalid_input: 'Неверные данные запроса',
        requested_too_often: 'Слишком много запросов, попробуйте позже',
        unauthorized: 'Войдите, чтобы продолжить',
      },
      auth: { client_is_not_available: 'Этот профиль недоступен' },
    },
  },
  'en-gb': {
    errors: {
      basis: {
        not_found: 'Not found',
        method_not_allowed: 'This action is not available',
        invalid_input: 'The request data is invalid',
        requested_too_often: 'Too many requests, please try again later',
        unauthorized: 'Log in to continue',
      },
      auth: { client_is_not_available: 'This profile is not available' },
    },
  },
});
