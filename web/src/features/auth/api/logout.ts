/**
 * Sign-out: every stored token (family or trainer, administrator) is revoked on the server, so a
 * copy of it stops working too, and is forgotten here whatever the answer.
 */
import { useMutation } from '@tanstack/react-query';
import { coreRoutes } from '#shared/routes/core';
import { apiFetch } from '#web/lib/api-client';
import { session } from '#web/lib/session';

export const signOut = async (): Promise<void> => {
  const revocations = [
    session.token() ? apiFetch(coreRoutes.logout, { auth: 'token' }) : undefined,
    session.adminToken() ? apiFetch(coreRoutes.logout, { auth: 'admin' }) : undefined,
  ];
  // Each call has read its token before its first await: the tokens go at once, and the page never
  // waits on the network (nor fails) to sign out.
  session.clearAll();
  await Promise.allSettled(revocations);
};

export const useSignOut = () => useMutation({ mutationFn: signOut });
