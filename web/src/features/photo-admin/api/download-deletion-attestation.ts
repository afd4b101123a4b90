/** The attestation of a stay's photo deletions (xlsx), given even once the stay is deleted. */
import { useMutation } from '@tanstack/react-query';
import { photoAdminRoutes } from '#shared/routes/photo-admin';
import { apiFetch } from '#web/lib/api-client';
import { saveBase64 } from '#web/lib/save-file';

export const downloadDeletionAttestation = async (stayId: string): Promise<void> =>
  saveBase64(
    await apiFetch(photoAdminRoutes.downloadDeletionAttestation, {
      params: { stageId: stayId },
      auth: 'admin',
    }),
  );

export const useDownloadDeletionAttestation = (stayId: string) =>
  useMutation({ mutationFn: () => downloadDeletionAttestation(stayId) });
