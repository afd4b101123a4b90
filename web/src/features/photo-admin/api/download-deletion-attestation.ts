/** The attestation of a stay's photo deletions (xlsx), given even once the stay is deleted. */
import { useMutation } from '@tanstack/react-query';
import { photoAdminRoutes } from '#shared/routes/photo-admin';
import { apiFetch } from '#web/lib/api-client';
import { saveBase64 } from '#web/lib/save-file';

export const downloadDeletionAttestation = async (stageId: string): Promise<void> =>
  saveBase64(
    await apiFetch(photoAdminRoutes.downloadDeletionAttestation, { params: { stageId }, auth: 'admin' }),
  );

export const useDownloadDeletionAttestation = (stageId: string) =>
  useMutation({ mutationFn: () => downloadDeletionAttestation(stageId) });
