import { messages } from '#shared/messages';
import type { ManagedPhoto } from '#shared/schemas';

export type StatusTone = 'pending' | 'rejected' | 'validated';

/**
 * The status a trainer sees: still being processed by the media worker, refused (with why),
 * awaiting the administrator's validation, or validated (visible to the families).
 */
export const photoStatus = (
  photo: Pick<ManagedPhoto, 'status' | 'actif'>,
): { tone: StatusTone; label: string } => {
  if (photo.status === 'refusee') return { tone: 'rejected', label: messages.trainer.statusRejected };
  if (photo.status !== 'prete') return { tone: 'pending', label: messages.trainer.statusProcessing };
  if (photo.actif === 1) return { tone: 'validated', label: messages.trainer.statusValidated };
  return { tone: 'pending', label: messages.trainer.statusHidden };
};
