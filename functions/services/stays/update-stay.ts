/**
 * Saves a stay from the back-office form. The save is based on the version the administrator read:
 * an older one is refused as a conflict, so of two concurrent saves one wins and the other is told.
 * New files must be in storage; files the save drops are deleted from it afterwards.
 */

import type { z } from 'zod';
import { roleTokenVersionsAfter, type StayRecord, stayEdit } from '#functions/domain/stay.js';
import type { ObjectStorage } from '#functions/ports/object-storage.js';
import type { StayStore } from '#functions/ports/stores/stays.js';
import type { updateStayRequestSchema, updateStayResponseSchema } from '#shared/admin-schemas.js';
import { messages } from '#shared/messages.js';
import { ServiceError } from '../service-error.js';
import { requireUpload } from '../uploads/require-upload.js';
import { requireStay } from './require-stay.js';

export interface UpdateStayDeps {
  readonly stays: Pick<StayStore, 'get' | 'replace'>;
  readonly media: Pick<ObjectStorage, 'head' | 'delete'>;
}

export const updateStay = async (
  deps: UpdateStayDeps,
  stayId: string,
  request: z.infer<typeof updateStayRequestSchema>,
): Promise<z.infer<typeof updateStayResponseSchema>> => {
  const current = await requireStay(deps, stayId);
  if (current.version !== request.version) throw new ServiceError('conflict', messages.backOffice.conflict);
  const newKeys = [
    ...(request.photo && request.photo !== current.photo ? [request.photo] : []),
    ...(request.fichiers ?? [])
      .map((file) => file.key)
      .filter((key) => !current.fichiers?.some((f) => f.key === key)),
  ];
  await Promise.all(newKeys.map((key) => requireUpload(deps, key)));
  const passwordChanged =
    request.mdp_formateur !== current.mdp_formateur || request.mdp_stagiaire !== current.mdp_stagiaire;
  const next: StayRecord = {
    ...current,
    ...stayEdit(request),
    photo: request.photo ?? current.photo,
    fichiers: request.fichiers ?? current.fichiers ?? [],
    // Tokens carry their role's number: changing a password ends the sessions opened with it, and
    // only those (a new family password does not sign the trainers out).
    ...(passwordChanged && { role_token_versions: roleTokenVersionsAfter(current, request) }),
    version: current.version + 1,
  };
  const outcome = await deps.stays.replace(next, request.version);
  if (outcome === 'conflict') throw new ServiceError('conflict', messages.backOffice.conflict);
  const dropped = [
    ...(current.photo && current.photo !== next.photo ? [current.photo] : []),
    ...(current.fichiers ?? []).filter((f) => !next.fichiers?.some((n) => n.key === f.key)).map((f) => f.key),
  ];
  if (dropped.length > 0) await deps.media.delete(dropped);
  return { message: messages.admin.stayModified, version: next.version };
};
