/**
 * Images (clinic logos, later doctor avatars) are bytes in the database, so every instance serves the
 * same files without shared disk. Ids are content-derived where we create them, so an id never
 * changes its bytes and clients may cache by id.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The only types an image is stored or served with: ones a browser shows as a picture. Anything else
 * (text/html, application/javascript, …) sent from our origin could run as a page of the portal.
 * SVG may hold scripts: whoever serves it adds a sandboxing Content-Security-Policy.
 */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** The stored type as one of IMAGE_TYPES (case and parameters aside), or null: not to be served. */
export function imageType(mimeType: string): ImageType | null {
  const essence = mimeType.split(';')[0]!.trim().toLowerCase();
  return IMAGE_TYPES.find((type) => type === essence) ?? null;
}

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
  await insertImagesIfMissing(db, [image]);
}

/** Several images in one statement; one of a type not in IMAGE_TYPES throws before anything is written. */
export async function insertImagesIfMissing(
  db: Kysely<Database>,
  images: readonly NewImage[],
): Promise<void> {
  if (images.length === 0) return;
  const rows = images.map((image) => {
    const type = imageType(image.mimeType);
    if (!type)
      throw new Error(`image ${image.id}: ${image.mimeType} is not one of ${IMAGE_TYPES.join(', ')}`);
    return { id: image.id, mime_type: type, bytes: Buffer.from(image.bytes) };
  });
  await db
    .insertInto('images')
    .values(rows)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
