/**
 * Dates of stays are calendar dates (YYYY-MM-DD) with no time zone: they are formatted by taking
 * them apart, never through `Date`, so a stay never shifts by a day with the browser's zone.
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `2025-07-14` → `14/07/2025`; anything else is returned as given. */
export const formatDate = (isoDate: string): string => {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  return `${day}/${month}/${year}`;
};

/**
 * '2026-07-10T08:05:00Z' → '10/07/2026 10:05' in Paris time, the organisation's calendar. Made on
 * first use: building a formatter with a time zone loads the zone's rules, tens of milliseconds on a
 * slow phone, which pages that show no instant (a family's gallery) should not pay while they load.
 */
let parisDateTime: Intl.DateTimeFormat | undefined;
const parisFormatter = (): Intl.DateTimeFormat => {
  parisDateTime ??= new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return parisDateTime;
};

/** An instant (ISO timestamp) in Paris time; an unreadable value gives ''. */
export const formatDateTime = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : parisFormatter().format(date);
};
