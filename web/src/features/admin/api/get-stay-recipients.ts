/** A stay's password of one kind and the addresses it goes to (the password mail panel). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { passwordTypeSchema } from '#shared/admin-schemas';
import { adminRoutes } from '#shared/routes/admin';
import { apiFetch } from '#web/lib/api-client';
import { adminKeys } from './query-keys';

export type PasswordType = z.infer<typeof passwordTypeSchema>;

export const getStayRecipients = (stayId: string, type: PasswordType, signal?: AbortSignal) =>
  apiFetch(adminRoutes.stageRecipients, { params: { stageId: stayId, type }, auth: 'admin', signal });

export const stayRecipientsOptions = (stayId: string, type: PasswordType) =>
  queryOptions({
    queryKey: adminKeys.recipients(stayId, type),
    queryFn: ({ signal }) => getStayRecipients(stayId, type, signal),
    // The addresses change with every import: looked up again at each choice.
    staleTime: 0,
  });

/** Nothing is asked until a stay is chosen. */
export const useStayRecipients = (stayId: string, type: PasswordType) =>
  useQuery({ ...stayRecipientsOptions(stayId, type), enabled: stayId !== '' });
