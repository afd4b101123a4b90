/**
 * The organisation's calendar is Europe/Paris: deletion dates, stay ends and reminders are Paris days,
 * whichever zone the server or the administrator's browser runs in.
 */

/** The ISO date (YYYY-MM-DD) of `now` in Europe/Paris. */
export const parisDate = (now: Date): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
