/**
 * The module `virtual:common-passwords`: the server's list of common passwords (lower-cased, one a
 * line), so the password forms can say a password is too common as it is typed, with the very list the
 * server refuses. Only the forms ask for it, by a dynamic import: it is a chunk of its own, never part of
 * the start page. Sorted, as the order does not matter to a set and sorted lines compress better.
 */
import type { Plugin } from 'vite';
import { commonPasswords } from '../server/auth/common-passwords';

export const COMMON_PASSWORDS_MODULE = 'virtual:common-passwords';
const RESOLVED = `\0${COMMON_PASSWORDS_MODULE}`;

export function commonPasswordList(): Plugin {
  return {
    name: 'priyom-common-passwords',
    resolveId: (id) => (id === COMMON_PASSWORDS_MODULE ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      const list = [...commonPasswords()].sort().join('\n');
      return `export default ${JSON.stringify(list)};`;
    },
  };
}
