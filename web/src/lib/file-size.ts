import { formatMegabytes } from './megabytes';

const gigabytes = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** '5,2 Go' from a thousand megabytes on, '12,3 Mo' below, as French storage sizes are written. */
export const formatFileSize = (bytes: number): string =>
  bytes >= 1_000_000_000 ? `${gigabytes.format(bytes / 1_000_000_000)} Go` : formatMegabytes(bytes);
