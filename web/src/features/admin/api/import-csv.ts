/**
 * A CSV import (stays or families): the file goes straight to storage through a signed URL, then the
 * API imports it, all or nothing, answering line-numbered errors when it refuses.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportKind } from '../../../../../shared/admin-schemas';
import { apiRoutes } from '../../../../../shared/api-routes';
import { apiFetch } from '../../../lib/api-client';
import { csvType, putToStorage } from './admin-api';
import { adminKeys } from './query-keys';

export interface ImportCsvInput {
  readonly kind: ImportKind;
  readonly file: File;
}

export const importCsv = async ({ kind, file }: ImportCsvInput) => {
  const signed = await apiFetch(apiRoutes.signImport, {
    body: { kind, file: { name: file.name, type: csvType(file), size: file.size } },
    auth: 'admin',
  });
  await putToStorage(signed, file);
  const route = kind === 'sejours' ? apiRoutes.importStages : apiRoutes.importParticipants;
  return apiFetch(route, { body: { key: signed.key }, auth: 'admin' });
};

export const useImportCsv = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importCsv,
    // Stays, families and their counts may all have changed.
    onSuccess: () => void client.invalidateQueries({ queryKey: adminKeys.all }),
  });
};
