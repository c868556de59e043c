/**
 * Images (clinic logos, later doctor avatars) are bytes in the database, so every instance serves the
 * same files without shared disk. Ids are content-derived where we create them, so an id never
 * changes its bytes and clients may cache by id.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface NewImage {
  id: string;
  mimeType: string;
  bytes: Uint8Array;
}

/** A stable id for bytes: `<prefix>-<16 hex of SHA-256>`. */
export function contentImageId(prefix: string, bytes: Uint8Array): string {
  return `${prefix}-${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}`;
}

/** A strong ETag for image bytes. */
export function imageEtag(bytes: Uint8Array): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;
}

export async function insertImageIfMissing(db: Kysely<Database>, image: NewImage): Promise<void> {
  await db
    .insertInto('images')
    .values({ id: image.id, mime_type: image.mimeType, bytes: Buffer.from(image.bytes) })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
