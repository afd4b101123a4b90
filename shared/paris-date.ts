/**
 * The organisation's calendar is Europe/Paris: deletion dates, stay ends and reminders are Paris days,
 * whichever zone the server or the administrator's browser runs in.
 */

/** A moment as a reader in France writes it: `10/07/2026 10:00`, Paris time. */
export const parisDateTime = (moment: Date): string =>
  new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(moment);

/** The ISO date (YYYY-MM-DD) of `now` in Europe/Paris. */
export const parisDate = (now: Date): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
