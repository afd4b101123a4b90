/**
 * A zip of a stay's photos: what a family or an administrator asks for, and how far its parts are.
 * Apart from the photo management schemas, which only the back-office loads.
 */
import * as z from 'zod';
import { MAX_ARCHIVE_PHOTOS } from './limits.js';
import { idSchema } from './schemas.js';

export const archiveRequestSchema = z
  .object({
    /** In the order chosen (photo-1.jpg is the first); absent: every photo the caller may see. */
    photoIds: z
      .array(idSchema)
      .min(1)
      .max(MAX_ARCHIVE_PHOTOS)
      .refine((ids) => new Set(ids).size === ids.length, { message: 'Une photo figure deux fois.' })
      .optional(),
  })
  .meta({ id: 'ArchiveRequest' });

const archiveStateSchema = z.enum(['en_cours', 'prete', 'echec']);

export const archivePartStatusSchema = z
  .object({
    /** 1, 2, 3… in selection order. */
    number: z.number().int(),
    status: archiveStateSchema,
    /** Photos in this part's zip so far, out of `total`. */
    done: z.number().int(),
    total: z.number().int(),
    /** "<Séjour> (1 sur 3).zip"; the archive's own name when it has one part. */
    fileName: z.string(),
    /** Expiring download link, as soon as this part is ready. */
    url: z.string().nullable(),
  })
  .meta({ id: 'ArchivePartStatus' });

export const archiveStatusSchema = z
  .object({
    archiveId: z.string(),
    status: archiveStateSchema,
    /** Photos zipped so far, all parts together, out of `total`. */
    done: z.number().int(),
    total: z.number().int(),
    fileName: z.string(),
    /** Expiring download link, once an archive of one part is ready (each part has its own). */
    url: z.string().nullable(),
    parts: z.array(archivePartStatusSchema),
    /** Estimated seconds until every part is ready; null until the pace is known. */
    secondsLeft: z.number().int().nullable(),
    /** Why the archive failed, in French; null otherwise. */
    failure: z.string().nullable(),
  })
  .meta({ id: 'ArchiveStatus' });

export type ArchiveStatus = z.infer<typeof archiveStatusSchema>;

export const archiveParamsSchema = z.object({
  stageId: idSchema,
  archiveId: z.string().regex(/^[a-f0-9]{32}$/),
});
