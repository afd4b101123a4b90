/** Administrator sign-in: name and password for the administrator token. */
import { useMutation } from '@tanstack/react-query';
import { coreRoutes } from '#shared/routes/core';
import { apiFetch, type BodyOf } from '#web/lib/api-client';
import { session } from '#web/lib/session';

export type LoginAdminInput = BodyOf<typeof coreRoutes.loginAdmin>;

export const loginAdmin = (body: LoginAdminInput) => apiFetch(coreRoutes.loginAdmin, { body, auth: 'none' });

/** The token is stored as soon as the server gives it. */
export const useLoginAdmin = () =>
  useMutation({
    mutationFn: loginAdmin,
    onSuccess: (answer) => session.setAdminToken(answer.tokenAdmin),
  });
