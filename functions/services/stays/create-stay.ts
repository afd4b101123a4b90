/** Step 2 of creating a stay: its files are already in storage, the request carries their keys. */

import type { z } from 'zod';
import { newId } from '#functions/domain/ids.js';
import { type StayRecord, stayEdit } from '#functions/domain/stage.js';
import type { StayRepository } from '#functions/ports/stores/stays.js';
import type { createStageRequestSchema, createStageResponseSchema } from '#shared/admin-schemas.js';
import { messages } from '#shared/messages.js';
import { ServiceError } from '../service-error.js';
import { type RequireUploadDeps, requireUpload } from '../uploads/require-upload.js';

export interface CreateStayDeps extends RequireUploadDeps {
  readonly stages: Pick<StayRepository, 'create'>;
  readonly clock: () => Date;
}

export const createStay = async (
  deps: CreateStayDeps,
  request: z.infer<typeof createStageRequestSchema>,
): Promise<z.infer<typeof createStageResponseSchema>> => {
  await Promise.all(
    [request.photo, ...request.fichiers.map((file) => file.key)].map((key) => requireUpload(deps, key)),
  );
  const stage: StayRecord = {
    id: newId(deps.clock()),
    ...stayEdit(request),
    photo: request.photo,
    fichiers: request.fichiers,
    token_version: 1,
    version: 1,
  };
  if (!(await deps.stages.create(stage))) throw new ServiceError('conflict', messages.backOffice.conflict);
  return { message: messages.admin.created, id: stage.id };
};
