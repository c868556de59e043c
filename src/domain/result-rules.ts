/**
 * Service results' display rules: grouping by date, date labels, the file dialog's width, the
 * downloaded-file snackbar's name cut, what a click on a result does, and the extension a saved file's
 * name gets. Pure; "today" and the language are passed in.
 */
import { addDays } from './time-zone';
import { formatDate } from './date-format';

export interface DatedTitled {
  date: string;
  title: string;
}

const collators = new Map<string, Intl.Collator>();

/** One collator per language: the list groups its rows again on every page it grows by. */
function collatorFor(locale: string): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale);
    collators.set(locale, collator);
  }
  return collator;
}

/** Grouped by date, newest first; within a date sorted by title (locale-aware). */
export function groupByDate<T extends DatedTitled>(
  results: readonly T[],
  locale = 'ru',
): { date: string; results: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const result of results) {
    const group = groups.get(result.date);
    if (group) group.push(result);
    else groups.set(result.date, [result]);
  }
  const collator = collatorFor(locale);
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([date, list]) => ({ date, results: [...list].sort((a, b) => collator.compare(a.title, b.title)) }));
}

/** The date groups cut after their first `count` results, in the order shown. */
export function groupsUpTo<T>(
  groups: { date: string; results: T[] }[],
  count: number,
): { date: string; results: T[] }[] {
  const cut: { date: string; results: T[] }[] = [];
  let left = count;
  for (const group of groups) {
    if (left <= 0) break;
    cut.push(group.results.length <= left ? group : { ...group, results: group.results.slice(0, left) });
    left -= group.results.length;
  }
  return cut;
}

/**
 * A result date's label: before today a long date ('23 ноября 2026 года' in Russian); today and
 * tomorrow as those words in lower case; later dates as the weekday with the day and month.
 */
export function resultDateLabel(
  date: string,
  today: string,
  language: string,
  words: { today: string; tomorrow: string },
): string {
  if (date === today) return words.today.toLowerCase();
  if (date === addDays(today, 1)) return words.tomorrow.toLowerCase();
  if (date < today) {
    const long = formatDate(date, 'dayMonthYear', language);
    // Intl writes '23 ноября 2026 г.'; the spec's Russian long date ends in 'года'.
    return language.toLowerCase().startsWith('ru') ? long.replace(/\s*г\.$/, ' года') : long;
  }
  return formatDate(date, 'weekdayDayMonth', language);
}

/** A downloaded file's name in the snackbar: over 90 characters, the first 87 and an ellipsis. */
export function snackbarFileName(name: string): string {
  const characters = [...name];
  return characters.length > 90 ? `${characters.slice(0, 87).join('')}…` : name;
}

/** The file dialog is full screen on narrow screens, else 80 % of the window clamped to 256–512. */
export function fileDialogWidth(windowWidth: number, narrow: boolean): number | 'full' {
  if (narrow) return 'full';
  return Math.min(512, Math.max(256, Math.round(windowWidth * 0.8)));
}

/** One attachment and no protocols downloads on click; several files or protocols open the dialog. */
export function resultClickAction(result: {
  attachments: readonly unknown[];
  protocols?: readonly unknown[];
  hasProtocols?: boolean;
}): 'download' | 'dialog' | 'none' {
  const protocols = (result.protocols?.length ?? 0) > 0 || result.hasProtocols === true;
  if (result.attachments.length === 1 && !protocols) return 'download';
  if (result.attachments.length > 1 || protocols) return 'dialog';
  return 'none';
}

/**
 * Extensions by MIME type, the first one added to a name that ends in none of them, so a saved file
 * opens with the right program. A type not listed adds nothing: the name keeps whatever it has.
 */
const EXTENSIONS: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
  'image/bmp': ['.bmp'],
  'image/tiff': ['.tif', '.tiff'],
  'application/dicom': ['.dcm'],
  'text/plain': ['.txt'],
  'text/csv': ['.csv'],
  'application/rtf': ['.rtf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/vnd.ms-excel': ['.xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'application/vnd.oasis.opendocument.text': ['.odt'],
  'application/zip': ['.zip'],
  'video/mp4': ['.mp4'],
};

/** The bare type of a Content-Type value: `text/plain; charset=utf-8` → `text/plain`. */
const bareType = (mimeType: string) => mimeType.split(';')[0]!.trim().toLowerCase();

/** The name with its type's extension, unless it already ends in one (`scan.JPEG` stays as it is). */
export function withExtension(name: string, mimeType: string): string {
  const extensions = EXTENSIONS[bareType(mimeType)];
  if (!extensions) return name;
  const lower = name.toLowerCase();
  return extensions.some((extension) => lower.endsWith(extension)) ? name : name + extensions[0];
}

/** A type that says nothing about the bytes, as sent for a file stored without one. */
export const isGenericType = (mimeType: string) =>
  ['', 'application/octet-stream', 'binary/octet-stream'].includes(bareType(mimeType));

const SIGNATURES: readonly (readonly [type: string, offset: number, bytes: readonly number[]])[] = [
  ['application/pdf', 0, [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  ['image/png', 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/jpeg', 0, [0xff, 0xd8, 0xff]],
  ['image/gif', 0, [0x47, 0x49, 0x46, 0x38]], // GIF8
  ['image/webp', 8, [0x57, 0x45, 0x42, 0x50]], // RIFF….WEBP
];

/**
 * The type a file's first bytes show, for the few common kinds a clinic attaches, or null. Used only
 * to name a file stored without a type, never to open or show it.
 */
export function typeFromBytes(bytes: Uint8Array): string | null {
  const found = SIGNATURES.find(([, offset, signature]) =>
    signature.every((byte, index) => bytes[offset + index] === byte),
  );
  return found ? found[0] : null;
}
