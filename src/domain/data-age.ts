/**
 * How old stored data is, said in words: «5 минут назад», «вчера», «just now». Here rather than beside
 * the screens' age line, because the service worker says it too, on a page it kept for a route.
 */
const STEPS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', Number.POSITIVE_INFINITY],
];

/** How long ago `at` was, in its largest whole unit, as Intl.RelativeTimeFormat takes it (negative: past). */
export function ageOf(at: number, now: number): { value: number; unit: Intl.RelativeTimeFormatUnit } {
  let value = Math.max(0, Math.floor((now - at) / 1000));
  for (const [unit, next] of STEPS) {
    if (value < next) return { value: -value, unit };
    value = Math.floor(value / next);
  }
  return { value: -value, unit: 'week' };
}

const formats = new Map<string, Intl.RelativeTimeFormat>();
/** «5 минут назад», «вчера», «just now»: the data's age in the reader's language. */
export function formatAge(at: number, now: number, language: string): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
    formats.set(language, format);
  }
  const { value, unit } = ageOf(at, now);
  return format.format(value, unit);
}
