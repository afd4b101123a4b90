/**
 * The demo organisation's season, dated relative to today so the demo never looks stale: stays that
 * ended in the last months, stays under way and coming ones, plus a few old ones switched off.
 */
export interface DemoStay {
  readonly nom_stage: string;
  readonly ville: string;
  readonly actif: 0 | 1;
  readonly date_debut: string;
  readonly date_fin: string;
  /** Number of demo photos uploaded through the pipeline (0 for most stays). */
  readonly photos: number;
}

const NAMES: readonly (readonly [string, string])[] = [
  ['Colo Montagne et Randonnée', 'Chamonix'],
  ['Stage Voile Océan', 'La Rochelle'],
  ['Séjour Poney et Nature', 'Aurillac'],
  ['Aventure en Ardèche', 'Vallon-Pont-d’Arc'],
  ['Cirque et Arts de la Rue', 'Nantes'],
  ['Multi-activités Vercors', 'Villard-de-Lans'],
  ['Surf et Glisse', 'Biarritz'],
  ['Astronomie sous les Étoiles', 'Saint-Véran'],
  ['Ferme Pédagogique', 'Lamballe'],
  ['Ski et Raquettes', 'Les Deux Alpes'],
  ['Escalade en Provence', 'Buis-les-Baronnies'],
  ['Théâtre et Improvisation', 'Avignon'],
  ['Découverte de la Corse', 'Porto-Vecchio'],
  ['Robotique et Sciences', 'Toulouse'],
  ['Kayak en Dordogne', 'Sarlat'],
  ['Vacances Adaptées Bord de Mer', 'Saint-Malo'],
];

const OLD: readonly (readonly [string, string])[] = [
  ['Colo Printemps Auvergne', 'Clermont-Ferrand'],
  ['Séjour Linguistique Angleterre', 'Brighton'],
  ['Classe de Neige Jura', 'Métabief'],
];

const isoDay = (base: Date, offsetDays: number): string => {
  const day = new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth(), base.getUTCDate() + offsetDays));
  return day.toISOString().slice(0, 10);
};

export const demoStays = (today: Date): DemoStay[] => [
  ...NAMES.map(([nom_stage, ville], i): DemoStay => {
    // From about eight months ago to four months ahead, one to two weeks long.
    const start = -240 + i * 22;
    return {
      nom_stage,
      ville,
      actif: 1,
      date_debut: isoDay(today, start),
      date_fin: isoDay(today, start + 7 + (i % 3) * 3),
      photos: i === 0 ? 14 : i === 1 ? 12 : 0,
    };
  }),
  ...OLD.map(([nom_stage, ville], i): DemoStay => {
    const start = -900 + i * 40;
    return {
      nom_stage,
      ville,
      actif: 0,
      date_debut: isoDay(today, start),
      date_fin: isoDay(today, start + 10),
      photos: 0,
    };
  }),
];

export const demoDirectors = [
  { nom: 'Durand', prenom: 'Sophie', cat: 'sejour', telephone: '06 12 34 56 78' },
  { nom: 'Bernard', prenom: 'Lucas', cat: 'centre', telephone: '06 98 76 54 32' },
  { nom: 'Petit', prenom: 'Amina', cat: 'sejour', telephone: '07 11 22 33 44' },
] as const;

export const demoParticipants = [
  { nom: 'Moreau', prenom: 'Léa' },
  { nom: 'Laurent', prenom: 'Hugo' },
  { nom: 'Simon', prenom: 'Chloé' },
  { nom: 'Michel', prenom: 'Nathan' },
  { nom: 'Garcia', prenom: 'Inès' },
] as const;
