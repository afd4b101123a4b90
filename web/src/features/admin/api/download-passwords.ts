/** Every stay's passwords as one workbook, saved by the browser under its name. */
import { useMutation } from '@tanstack/react-query';
import { adminRoutes } from '#shared/routes/admin';
import { apiFetch } from '#web/lib/api-client';
import { saveBase64 } from '#web/lib/save-file';

export const downloadPasswords = async (): Promise<void> =>
  saveBase64(await apiFetch(adminRoutes.downloadPasswords, { auth: 'admin' }));

/** An action rather than a read: the workbook is made on each click and kept nowhere. */
export const useDownloadPasswords = () => useMutation({ mutationFn: downloadPasswords });
