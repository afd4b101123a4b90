/** Stay passwords for administrators: one stay's, the mot_de_passe file, and whom to mail them to. */
import { buildPasswordFile } from '#functions/services/stays/build-password-file.js';
import { listStayRecipients } from '#functions/services/stays/list-stay-recipients.js';
import { readStayPasswords } from '#functions/services/stays/read-stay-passwords.js';
import type { RouteHandlers } from '../route-handler.js';

export const adminPasswordHandlers: RouteHandlers<
  'stagePasswords' | 'downloadPasswords' | 'stageRecipients'
> = {
  stagePasswords: async ({ params }, deps) => ({ body: await readStayPasswords(deps, params.stageId) }),
  downloadPasswords: async (_input, deps) => ({ body: await buildPasswordFile(deps) }),
  stageRecipients: async ({ params }, deps) => ({ body: await listStayRecipients(deps, params) }),
};
