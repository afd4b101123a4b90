const megabytes = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** '12,3 Mo', as a French phone shows sizes. */
export const formatMegabytes = (bytes: number): string => `${megabytes.format(bytes / 1_000_000)} Mo`;
