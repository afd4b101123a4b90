/** Step 2 of creating a stay: its files are already in storage, the request carries their keys. */

import type { z } from 'zod';
import { newId } from '#functions/domain/ids.js';
import { type StayRecord, stayEdit } from '#functions/domain/stay.js';
import type { StayRepository } from '#functions/ports/stores/stays.js';
import type { createStayRequestSchema, createStayResponseSchema } from '#shared/admin-schemas.js';
import { messages } from '#shared/messages.js';
import { ServiceError } from '../service-error.js';
import { type RequireUploadDeps, requireUpload } from '../uploads/require-upload.js';

export interface CreateStayDeps extends RequireUploadDeps {
  readonly stays: Pick<StayRepository, 'create'>;
  readonly clock: () => Date;
}

export const createStay = async (
  deps: CreateStayDeps,
  request: z.infer<typeof createStayRequestSchema>,
): Promise<z.infer<typeof createStayResponseSchema>> => {
  await Promise.all(
    [request.photo, ...request.fichiers.map((file) => file.key)].map((key) => requireUpload(deps, key)),
  );
  const stay: StayRecord = {
    id: newId(deps.clock()),
    ...stayEdit(request),
    photo: request.photo,
    fichiers: request.fichiers,
    token_version: 1,
    version: 1,
  };
  if (!(await deps.stays.create(stay))) throw new ServiceError('conflict', messages.backOffice.conflict);
  return { message: messages.admin.created, id: stay.id };
};
