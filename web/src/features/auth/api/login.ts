/** Stay sign-in: the stay's password for a family or trainer token, stored as soon as it comes. */
import { useMutation } from '@tanstack/react-query';
import { coreRoutes } from '#shared/routes/core';
import { apiFetch, type BodyOf } from '#web/lib/api-client';
import { session } from '#web/lib/session';

export type LoginInput = BodyOf<typeof coreRoutes.login>;

export const login = (body: LoginInput) => apiFetch(coreRoutes.login, { body, auth: 'none' });

export const useLogin = () =>
  useMutation({ mutationFn: login, onSuccess: (answer) => session.setToken(answer.token) });
