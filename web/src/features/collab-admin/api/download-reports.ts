/** The xlsx of a stay's evaluation reports: the API makes it and answers an expiring link. */
import { useMutation } from '@tanstack/react-query';
import { collabRoutes } from '#shared/routes/collab';
import { apiFetch } from '#web/lib/api-client';

export const getReportsWorkbook = (nomStage: string) =>
  apiFetch(collabRoutes.downloadReports, { query: { nomStage }, auth: 'admin' });

/** An action rather than a read: the workbook is made on each click and kept nowhere. */
export const useDownloadReports = () => useMutation({ mutationFn: getReportsWorkbook });
