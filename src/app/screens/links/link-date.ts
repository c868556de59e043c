/** An appointment's `YYYY-MM-DD` as a long date in the interface language (the date is clinic-local already). */
export function formatLinkDate(date: string, language: string): string {
  const at = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return date;
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(at);
}
