/**
 * Seasons of a camp organisation, read from a stay's start date: the French school holidays fall
 * one to a season, so an administrator closes and purges "Été 2026" as one piece of work.
 * - hiver: December to March (Christmas and February holidays), named after both its years;
 * - printemps: April to June (Easter holidays and bridges);
 * - été: July and August;
 * - automne: September to November (All Saints' holidays).
 */

export type SeasonName = 'hiver' | 'printemps' | 'ete' | 'automne';

export interface Season {
  /** "2026-ete": sorts in time order as text, and is safe in an address. */
  readonly key: string;
  /** "Été 2026", "Hiver 2026-2027". */
  readonly label: string;
}

const SEASON_ORDER: readonly SeasonName[] = ['hiver', 'printemps', 'ete', 'automne'];

const LABELS: Record<SeasonName, string> = {
  hiver: 'Hiver',
  printemps: 'Printemps',
  ete: 'Été',
  automne: 'Automne',
};

/** The season of a month (1 to 12), and the year it counts in: December opens the next winter. */
const seasonOfMonth = (month: number): { name: SeasonName; shift: number } => {
  if (month === 12) return { name: 'hiver', shift: 0 };
  if (month <= 3) return { name: 'hiver', shift: -1 };
  if (month <= 6) return { name: 'printemps', shift: 0 };
  if (month <= 8) return { name: 'ete', shift: 0 };
  return { name: 'automne', shift: 0 };
};

/**
 * A season's key: its first year then its place in that year, with winter, which starts in
 * December, last (a winter's key sorts after the autumn before it).
 */
const keyOf = (year: number, name: SeasonName): string =>
  `${year}-${(name === 'hiver' ? 4 : SEASON_ORDER.indexOf(name)).toString()}-${name}`;

const labelOf = (year: number, name: SeasonName): string =>
  name === 'hiver' ? `${LABELS.hiver} ${year}-${year + 1}` : `${LABELS[name]} ${year}`;

/** The season of a stay that starts on `startDate` ("YYYY-MM-DD"). */
export const seasonOf = (startDate: string): Season => {
  const year = Number(startDate.slice(0, 4));
  const { name, shift } = seasonOfMonth(Number(startDate.slice(5, 7)));
  return { key: keyOf(year + shift, name), label: labelOf(year + shift, name) };
};

/** The season a key names, or undefined for a key no season has. */
export const seasonOfKey = (key: string): Season | undefined => {
  const year = Number(key.slice(0, 4));
  const name = SEASON_ORDER.find((candidate) => keyOf(year, candidate) === key);
  return name && Number.isInteger(year) ? { key, label: labelOf(year, name) } : undefined;
};
