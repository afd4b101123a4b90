import { messages } from '../../../../../shared/messages';
import type { ManagedPhoto } from '../../../../../shared/schemas';

export type StatusTone = 'pending' | 'rejected' | 'validated';

/** The status a trainer sees: validated (visible to families), refused (with why) or awaiting. */
export const photoStatus = (photo: ManagedPhoto): { tone: StatusTone; label: string } => {
  if (photo.status === 'refusee') return { tone: 'rejected', label: messages.trainer.statusRejected };
  if (photo.status === 'prete' && photo.actif === 1) {
    return { tone: 'validated', label: messages.trainer.statusValidated };
  }
  return { tone: 'pending', label: messages.trainer.statusPending };
};
