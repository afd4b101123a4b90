/**
 * What a sent file's line says: storage having the file is not the end of it, the media worker may
 * still refuse it. Once sent, the line shows the photo's own status (being processed, refused,
 * awaiting validation), never a bare 'sent'.
 */
import type { ManagedPhoto } from '#shared/schemas';
import { photoStatus, type StatusTone } from '#web/lib/photo-status';
import type { FileProgress } from './upload-batch';

export const sentFileOutcome = (
  file: Pick<FileProgress, 'photoId'>,
  photos: readonly Pick<ManagedPhoto, 'id' | 'status' | 'actif'>[],
): { readonly tone: StatusTone; readonly label: string } => {
  const photo = photos.find((candidate) => candidate.id === file.photoId);
  return photoStatus(photo ?? { status: 'en_attente', actif: 0 });
};
