/** A stay's families as a workbook in the import's columns, saved by the browser under its name. */
import { useMutation } from '@tanstack/react-query';
import { adminRoutes } from '#shared/routes/admin';
import { apiFetch } from '#web/lib/api-client';
import { saveBase64 } from '#web/lib/save-file';

export const exportParticipants = async (stayId: string): Promise<void> =>
  saveBase64(await apiFetch(adminRoutes.exportParticipants, { params: { stageId: stayId }, auth: 'admin' }));

/** An action rather than a read: the workbook is made on each click and kept nowhere. */
export const useExportParticipants = () => useMutation({ mutationFn: exportParticipants });
