/**
 * The pictures a network file names (clinic logos, doctor photos), read from the file's folder before
 * anything is written. The type comes from the bytes, never from the name, and only picture types a
 * browser shows are taken, so a file named .png cannot be served as a page of the portal. SVG is refused:
 * it can carry scripts, and a photo never needs it. A picture is read only from inside the folder, where
 * its symbolic links lead too: a link (to a file or to a folder on its way) pointing elsewhere would let
 * a network file carry any picture the importing account can read into the portal's public answers.
 */
import { readFileSync, realpathSync, statSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { contentImageId, type NewImage } from '../images/images-store';
import type { NetworkFile } from './network-file';

const MAX_PICTURE_BYTES = 2 * 1024 * 1024;

function pictureType(bytes: Uint8Array): string | null {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  if (starts(0x52, 0x49, 0x46, 0x46) && String.fromCharCode(...bytes.slice(8, 12)) === 'WEBP')
    return 'image/webp';
  return null;
}

/** `folder` is the real path of the file's folder (its own links resolved). */
function readPicture(folder: string, name: string, prefix: string): NewImage | string {
  const path = resolve(folder, name);
  if (!path.startsWith(folder + sep)) return `${name} is outside the file's folder`;
  let real: string;
  try {
    real = realpathSync(path);
  } catch {
    return `no file ${name}`;
  }
  if (!real.startsWith(folder + sep)) return `${name} leads outside the file's folder (a symbolic link)`;
  // The real path is read, not the link, so a link changed after the check is not followed.
  const stats = statSync(real);
  if (!stats.isFile()) return `${name} is not a file`;
  if (stats.size > MAX_PICTURE_BYTES) return `${name} is larger than 2 MiB`;
  const bytes = new Uint8Array(readFileSync(real));
  const mimeType = pictureType(bytes);
  if (!mimeType) return `${name} is not a PNG, JPEG, GIF or WebP picture`;
  return { id: contentImageId(prefix, bytes), mimeType, bytes };
}

export interface Pictures {
  /** By clinic id: its logo file's picture (clinics drawn from initials are not here). */
  logos: Map<number, NewImage>;
  /** By doctor id. */
  photos: Map<number, NewImage>;
}

export function readPictures(file: NetworkFile, folder: string): { pictures: Pictures; errors: string[] } {
  const base = realpathSync(resolve(folder));
  const errors: string[] = [];
  const pictures: Pictures = { logos: new Map(), photos: new Map() };
  file.clinics.forEach((clinic, i) => {
    if (!('file' in clinic.logo)) return;
    const read = readPicture(base, clinic.logo.file, 'logo');
    if (typeof read === 'string') errors.push(`clinics[${i}].logo.file: ${read}`);
    else pictures.logos.set(clinic.id, read);
  });
  file.doctors.forEach((doctor, i) => {
    if (!doctor.photo) return;
    const read = readPicture(base, doctor.photo, 'photo');
    if (typeof read === 'string') errors.push(`doctors[${i}].photo: ${read}`);
    else pictures.photos.set(doctor.id, read);
  });
  return { pictures, errors };
}
