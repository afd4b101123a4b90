/**
 * The parents' authorisation to publish a child's image (droit à l'image), per participant:
 * `oui`, `non`, or `inconnu` when nobody said (an empty cell, a family added by hand).
 */
import * as z from 'zod';
import { idSchema } from './schemas.js';

export const imageConsentSchema = z.enum(['oui', 'non', 'inconnu']).meta({ id: 'ImageConsent' });
export type ImageConsent = z.infer<typeof imageConsentSchema>;

/** How the screens and the README name each value. */
export const imageConsentLabels: Record<ImageConsent, string> = {
  oui: 'Oui',
  non: 'Non',
  inconnu: 'Non renseigné',
};

/** A child of the stay whose image must not be published: what a person needs to recognise them. */
export const imageRefusalSchema = z
  .object({ id: idSchema, nom: z.string(), prenom: z.string(), groupe: z.string() })
  .meta({ id: 'ImageRefusal' });
export const imageRefusalListSchema = z.array(imageRefusalSchema).meta({ id: 'ImageRefusalList' });
export type ImageRefusal = z.infer<typeof imageRefusalSchema>;
