/** Who a mail goes to. Pure: no I/O. */

/** Each address once, whatever its case, as first written (trimmed). */
export const uniqueAddresses = (addresses: readonly string[]): string[] => {
  const seen = new Map<string, string>();
  for (const address of addresses) {
    const trimmed = address.trim();
    if (!seen.has(trimmed.toLowerCase())) seen.set(trimmed.toLowerCase(), trimmed);
  }
  return [...seen.values()];
};
