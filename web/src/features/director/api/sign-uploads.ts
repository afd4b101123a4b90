/** Signs direct uploads for a chunk of a batch; a content the stay already holds is not signed. */
import { useMutation } from '@tanstack/react-query';
import { directorRoutes } from '#shared/routes/director';
import { apiFetch, type BodyOf } from '#web/lib/api-client';

export type SignUploadsInput = BodyOf<typeof directorRoutes.signPhotoUploads>;

export const signUploads = (stayId: string, files: SignUploadsInput['files']) =>
  apiFetch(directorRoutes.signPhotoUploads, { params: { stageId: stayId }, body: { files } });

/**
 * The batch asks once per chunk; a busy API is waited out by the batch itself, which knows how many
 * files are left to report when it gives up.
 */
export const useSignUploads = (stayId: string) =>
  useMutation({ mutationFn: (files: SignUploadsInput['files']) => signUploads(stayId, files) });
