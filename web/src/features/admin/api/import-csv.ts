/**
 * A CSV import (stays or families): the file goes straight to storage through a signed URL, then the
 * API imports it, all or nothing, answering line-numbered errors when it refuses. The import call
 * carries the action's key, and an action sent again while its outcome is unknown repeats the very
 * same request (see import-once.ts), so it imports once.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ImportKind } from '#shared/admin-schemas';
import { adminRoutes } from '#shared/routes/admin';
import { apiFetch } from '#web/lib/api-client';
import { createImportSender } from '../lib/import-once';
import { csvType, putToStorage } from './admin-api';
import { adminKeys } from './query-keys';

export interface ImportCsvInput {
  readonly file: File;
  /** The same key for a repeat of the same action: the file is imported once. */
  readonly idempotencyKey: string;
}

/** Step 1: the file to storage, under a key the server chooses. */
export const uploadCsv = async (kind: ImportKind, file: File): Promise<string> => {
  const signed = await apiFetch(adminRoutes.signImport, {
    body: { kind, file: { name: file.name, type: csvType(file), size: file.size } },
    auth: 'admin',
  });
  await putToStorage(signed, file);
  return signed.key;
};

/** Step 2: the import of the stored file. */
export const processCsv = (kind: ImportKind, key: string, idempotencyKey: string) =>
  apiFetch(kind === 'sejours' ? adminRoutes.importStages : adminRoutes.importParticipants, {
    body: { key },
    idempotencyKey,
    auth: 'admin',
  });

export const useImportCsv = (kind: ImportKind) => {
  const client = useQueryClient();
  const send = useMemo(
    () =>
      createImportSender({
        upload: (file) => uploadCsv(kind, file),
        process: (key, idempotencyKey) => processCsv(kind, key, idempotencyKey),
      }),
    [kind],
  );
  return useMutation({
    mutationFn: ({ file, idempotencyKey }: ImportCsvInput) => send(file, idempotencyKey),
    // Stays, families and their counts may all have changed.
    onSuccess: () => void client.invalidateQueries({ queryKey: adminKeys.all }),
  });
};
