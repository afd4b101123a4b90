/**
 * How a sentence names a stay. Many stays are named "Séjour …": "du séjour Séjour Noël" would say the
 * word twice, so such a name stands alone ("du Séjour Noël").
 */
const STARTS_WITH_STAY = /^s[ée]jours?(\s|$)/iu;

/** "du séjour Été 2027", "du Séjour Noël". */
export const ofStay = (name: string): string =>
  STARTS_WITH_STAY.test(name.trim()) ? `du ${name}` : `du séjour ${name}`;
