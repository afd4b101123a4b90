/** Sign-in: stay passwords for families and trainers, accounts for administrators; sign-out. */
import { signInAsAdmin } from '#functions/services/auth/sign-in-as-admin.js';
import { signInToStay } from '#functions/services/auth/sign-in-to-stay.js';
import { signOut } from '#functions/services/auth/sign-out.js';
import { verifyAdminSession } from '#functions/services/auth/verify-admin-session.js';
import type { RouteHandlers } from '../route-handler.js';

export const authHandlers: RouteHandlers<'login' | 'loginAdmin' | 'logout' | 'verifyToken'> = {
  async login({ body, ip }, deps) {
    return { body: await signInToStay(deps, { ...body, ip }) };
  },

  async loginAdmin({ body, ip }, deps) {
    return { body: await signInAsAdmin(deps, { ...body, ip }) };
  },

  async logout({ principal }, deps) {
    return { body: await signOut(deps, principal) };
  },

  async verifyToken({ principal }) {
    return { body: verifyAdminSession(principal) };
  },
};
