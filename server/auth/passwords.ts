/**
 * Password hashes: argon2id with OWASP's minimum (19 MiB memory, 2 passes, 1 lane). The PHC string
 * carries its parameters, so raising them later still verifies the old hashes.
 */
import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id: the package's enum is an ambient const enum, which verbatimModuleSyntax forbids. */
const ARGON2ID = 2;

const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

let dummy: Promise<string> | null = null;

/**
 * Verifies a password against a stored hash; with no hash (unknown login) it still spends the same
 * time on a dummy hash, so response times do not tell which phones have accounts.
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    dummy ??= hashPassword('dummy-password-for-timing');
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
