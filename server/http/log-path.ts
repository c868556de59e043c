/**
 * What the request log may record of a path. The keys of the link routes (/appointment/{key},
 * /feedback/{key}, /link/{key}, /call/{key}, /waitlist/{key}) are the only authorisation those screens
 * have, so they never reach a log; query strings (which carry keys and phone numbers in API calls) are
 * not logged. The keyed routes are read from the route table, so a new link route is redacted too.
 */
import { ROUTES } from '../../src/domain/routes';

const KEYED_PREFIXES = ROUTES.filter((route) => Object.values(route.params).includes('key')).map(
  (route) => route.path.split('/')[1] ?? '',
);

const KEYED_ROUTE = new RegExp(`^/(${[...new Set(KEYED_PREFIXES)].join('|')})/.+$`);

export function loggablePath(path: string): string {
  return path.replace(KEYED_ROUTE, '/$1/:key');
}
