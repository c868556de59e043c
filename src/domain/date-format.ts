/**
 * Calendar dates (`YYYY-MM-DD`, clinic-local already) written out in the reader's language, through one
 * Intl.DateTimeFormat per language and style: building a formatter costs far more than using it, and a
 * long history's list writes a date or two on every row it renders.
 */

const STYLES = {
  weekday: { weekday: 'long' },
  dayMonth: { day: 'numeric', month: 'long' },
  dayMonthYear: { day: 'numeric', month: 'long', year: 'numeric' },
  weekdayDayMonth: { weekday: 'long', day: 'numeric', month: 'long' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof STYLES;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** `date` in `style` and `language`; the date is read at UTC midnight, so no zone moves its day. */
export function formatDate(date: string, style: DateStyle, language: string): string {
  const key = `${language}|${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, { ...STYLES[style], timeZone: 'UTC' });
    formatters.set(key, formatter);
  }
  return formatter.format(new Date(`${date}T00:00:00Z`));
}
