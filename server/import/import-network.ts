/**
 * One import: read the file, check it whole (structure, references, pictures), and only when nothing is
 * wrong write it in one transaction. A file with any mistake changes nothing.
 */
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { checkNetworkFile } from './check-network';
import { readPictures } from './picture-files';
import { type ImportSummary, writeNetwork } from './write-network';

export type ImportResult = { ok: true; summary: ImportSummary } | { ok: false; errors: string[] };

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
    return { ok: false, errors: [`(the file): ${reason}`] };
  }
  const checked = checkNetworkFile(input, { allowedApiOrigin: options.allowedApiOrigin ?? null });
  if (!checked.ok) return checked;
  const { pictures, errors } = readPictures(checked.file, dirname(path));
  if (errors.length > 0) return { ok: false, errors };
  if (options.dryRun) {
    const { length: clinics } = checked.file.clinics;
    return {
      ok: true,
      summary: {
        written: {
          clinics,
          specialties: checked.file.specialties.length,
          categories: checked.file.categories.length,
          services: checked.file.services.length,
          doctors: checked.file.doctors.length,
        },
        removal: null,
      },
    };
  }
  const summary = await writeNetwork(db, checked.file, pictures, { removeMissing: options.removeMissing });
  return { ok: true, summary };
}
