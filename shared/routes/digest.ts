/**
 * The families' digest of new photos: unsubscribing from a stay's digests with the signed link of a
 * mail. Public: the link's token names the stay and the address. Mail clients call it with a POST
 * (one-click, RFC 8058: the form body `List-Unsubscribe=One-Click` carries nothing the route needs);
 * the page the mail's link opens calls it when the family confirms.
 */
import * as z from 'zod';
import { messages } from '../messages.js';
import type { RouteDef } from '../route-def.js';

export const unsubscribeQuerySchema = z
  .object({
    token: z
      .string({ error: messages.photoDigest.invalidLink })
      .min(1, { error: messages.photoDigest.invalidLink })
      .max(4000, { error: messages.photoDigest.invalidLink }),
  })
  .meta({ id: 'DigestUnsubscribeQuery' });

export const unsubscribeResponseSchema = z
  .object({ message: z.string(), nom_stage: z.string().optional() })
  .meta({ id: 'DigestUnsubscribeResponse' });

export const digestRoutes = {
  unsubscribeDigest: {
    method: 'POST',
    path: '/desabonnement',
    summary:
      "Désabonnement en un clic des e-mails « nouvelles photos » d'un séjour (lien signé de l'e-mail, effet immédiat)",
    access: 'public',
    query: unsubscribeQuerySchema,
    response: unsubscribeResponseSchema,
    errors: { 400: 'Lien de désabonnement invalide ou expiré' },
  },
} as const satisfies Record<string, RouteDef>;
