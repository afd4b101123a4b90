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
