/** A new booklet: the API signs its direct upload, the browser sends the PDF to storage. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRoutes } from '#shared/routes/admin';
import { apiFetch } from '#web/lib/api-client';
import { putToStorage } from './admin-api';
import { adminKeys } from './query-keys';

export const uploadBooklet = async (file: File): Promise<void> => {
  const signed = await apiFetch(adminRoutes.signBooklet, {
    body: { name: file.name, type: 'application/pdf', size: file.size },
    auth: 'admin',
  });
  await putToStorage(signed, file);
};

export const useUploadBooklet = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadBooklet,
    onSuccess: () => void client.invalidateQueries({ queryKey: adminKeys.booklets() }),
  });
};
