/** Signs direct uploads for a chunk of a batch; a content the stay already holds is not signed. */
import { useMutation } from '@tanstack/react-query';
import { trainerRoutes } from '#shared/routes/trainer';
import { apiFetch, type BodyOf } from '#web/lib/api-client';

export type SignUploadsInput = BodyOf<typeof trainerRoutes.signPhotoUploads>;

export const signUploads = (stageId: string, files: SignUploadsInput['files']) =>
  apiFetch(trainerRoutes.signPhotoUploads, { params: { stageId }, body: { files } });

/**
 * The batch asks once per chunk; a busy API is waited out by the batch itself, which knows how many
 * files are left to report when it gives up.
 */
export const useSignUploads = (stageId: string) =>
  useMutation({ mutationFn: (files: SignUploadsInput['files']) => signUploads(stageId, files) });
