/** Stay sign-in: the stay's password for a family or trainer token, stored as soon as it comes. */
import { useMutation } from '@tanstack/react-query';
import { apiRoutes } from '../../../../../shared/api-routes';
import { apiFetch, type BodyOf } from '../../../lib/api-client';
import { session } from '../../../lib/session';

export type LoginInput = BodyOf<typeof apiRoutes.login>;

export const login = (body: LoginInput) => apiFetch(apiRoutes.login, { body, auth: 'none' });

export const useLogin = () =>
  useMutation({ mutationFn: login, onSuccess: (answer) => session.setToken(answer.token) });
