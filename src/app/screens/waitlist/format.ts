/** How the waitlist's parts write dates and the end of a hold. */

/** `YYYY-MM-DD` as "9 January" in the reader's language (the date is clinic-local already). */
export const dayLabel = (date: string, language: string) =>
  new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** An ISO instant as HH:mm in the clinic's zone. */
export const clockLabel = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(
    new Date(instant),
  );
