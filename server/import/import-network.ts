/**
 * One import: read the file, check it whole (structure, references, pictures), and only when nothing is
 * wrong write it in one transaction. A file with any mistake changes nothing.
 */
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Kysely } from 'kysely';
import { failed, ok, type Result } from '../../src/api';
import type { Database } from '../db/schema';
import { checkNetworkFile } from './check-network';
import { readPictures } from './picture-files';
import { type ImportSummary, writeNetwork } from './write-network';

/** What was written (or would be), or every mistake in the file: then nothing was written. */
export type ImportResult = Result<ImportSummary, string[]>;

export async function importNetworkFile(
  db: Kysely<Database>,
  path: string,
  options: { removeMissing?: boolean; dryRun?: boolean; allowedApiOrigin?: string | null } = {},
): Promise<ImportResult> {
  let input: unknown;
  try {
    input = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    const reason = error instanceof SyntaxError ? `not JSON: ${error.message}` : `cannot be read`;
    return failed([`(the file): ${reason}`]);
  }
  const checked = checkNetworkFile(input, { allowedApiOrigin: options.allowedApiOrigin ?? null });
  if (!checked.ok) return checked;
  const { pictures, errors } = readPictures(checked.value, dirname(path));
  if (errors.length > 0) return failed(errors);
  if (options.dryRun) {
    const { length: clinics } = checked.value.clinics;
    return ok({
      written: {
        clinics,
        specialties: checked.value.specialties.length,
        categories: checked.value.categories.length,
        services: checked.value.services.length,
        doctors: checked.value.doctors.length,
      },
      removal: null,
    });
  }
  const summary = await writeNetwork(db, checked.value, pictures, { removeMissing: options.removeMissing });
  return ok(summary);
}
