/** Requests and answers of the back-office's seasons: stays grouped by season, acted on together. */
import * as z from 'zod';
import { idSchema, isoDateSchema } from './schemas.js';
import { seasonOfKey } from './season.js';

/** A stay as the seasons list shows it: what it is, whether it is open, and its family count. */
export const seasonStaySchema = z.object({
  id: idSchema,
  nomStage: z.string(),
  ville: z.string(),
  dateDebut: isoDateSchema,
  dateFin: isoDateSchema,
  actif: z.union([z.literal(0), z.literal(1)]),
  /** When the stay was closed (ISO instant); null while it is open. */
  clotureLe: z.string().nullable(),
  /** As last counted; null until the stay's families are first counted. */
  familles: z.number().int().min(0).nullable(),
});
export type SeasonStay = z.infer<typeof seasonStaySchema>;

/** A stay of the season deleted since: its photos' log and the attestation still name it. */
export const deletedSeasonStaySchema = z.object({
  id: z.string(),
  nomStage: z.string(),
  dateDebut: isoDateSchema,
  dateFin: isoDateSchema,
  /** When it was deleted (ISO instant). */
  deletedAt: z.string(),
});

export const seasonSchema = z.object({
  key: z.string(),
  label: z.string(),
  stays: z.array(seasonStaySchema),
  deletedStays: z.array(deletedSeasonStaySchema),
});
export type SeasonView = z.infer<typeof seasonSchema>;

export const seasonListSchema = z.array(seasonSchema).meta({ id: 'SeasonList' });

/** What can be done to a season's stays, one stay per request. */
export const seasonActionSchema = z.enum(['activer', 'desactiver', 'fermer', 'rouvrir', 'purger']);
export type SeasonAction = z.infer<typeof seasonActionSchema>;

export const seasonActionRequestSchema = z
  .object({ action: seasonActionSchema })
  .meta({ id: 'SeasonActionRequest' });

/** A purge longer than a request answers how many photos are left, and is asked again. */
export const seasonActionResponseSchema = z
  .object({ message: z.string(), done: z.boolean(), photosLeft: z.number().int().min(0) })
  .meta({ id: 'SeasonActionResponse' });
export type SeasonActionResponse = z.infer<typeof seasonActionResponseSchema>;

export const seasonParamsSchema = z.object({
  season: z.string().refine((key) => seasonOfKey(key) !== undefined, 'Saison inconnue.'),
});
