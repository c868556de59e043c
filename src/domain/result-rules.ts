/**
 * Service results' display rules: grouping by date,
 * date labels, the file dialog's width, the downloaded-file snackbar's name cut. Pure; "today" and the
 * language are passed in.
 */
import { addDays } from './time-zone';

export interface DatedTitled {
  date: string;
  title: string;
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
  const collator = new Intl.Collator(locale);
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([date, list]) => ({ date, results: [...list].sort((a, b) => collator.compare(a.title, b.title)) }));
}

const at = (date: string) => new Date(`${date}T00:00:00Z`);

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
    const long = new Intl.DateTimeFormat(language, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(at(date));
    // Intl writes '23 ноября 2026 г.'; the spec's Russian long date ends in 'года'.
    return language.toLowerCase().startsWith('ru') ? long.replace(/\s*г\.$/, ' года') : long;
  }
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(at(date));
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
