/**
 * What the request log may record of a path. The keys of the link routes (/appointment/{key},
 * /feedback/{key}, /link/{key}, /call/{key}) are the only authorisation those screens have, so they
 * never reach a log; query strings (which carry keys and phone numbers in API calls) are not logged.
 */
const KEYED_ROUTE = /^\/(appointment|feedback|link|call)\/.+$/;

export function loggablePath(path: string): string {
  return path.replace(KEYED_ROUTE, '/$1/:key');
}
