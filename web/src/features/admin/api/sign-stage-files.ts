/** Step 1 of saving a stay with files: the API signs their direct uploads; the browser sends them. */
import { adminRoutes } from '#shared/routes/admin';
import { apiFetch, type BodyOf } from '#web/lib/api-client';
import { putToStorage } from './admin-api';

export type SignStageFilesInput = BodyOf<typeof adminRoutes.signStageFiles>;

/** A chosen file, with the type checked against those the API accepts. */
export interface TypedFile<Type extends string> {
  readonly file: File;
  readonly type: Type;
}
export type PhotoFile = TypedFile<NonNullable<SignStageFilesInput['photo']>['type']>;
export type AttachmentFile = TypedFile<NonNullable<SignStageFilesInput['fichiers']>[number]['type']>;

export const signStageFiles = (body: SignStageFilesInput) =>
  apiFetch(adminRoutes.signStageFiles, { body, auth: 'admin' });

/** Signs and sends the picture and the attachments; answers their keys. */
export const uploadStageFiles = async (photo: PhotoFile | null, attachments: readonly AttachmentFile[]) => {
  const signed = await signStageFiles({
    ...(photo ? { photo: { name: photo.file.name, type: photo.type, size: photo.file.size } } : {}),
    fichiers: attachments.map(({ file, type }) => ({ name: file.name, type, size: file.size })),
  });
  await Promise.all([
    ...(photo && signed.photo ? [putToStorage(signed.photo, photo.file)] : []),
    ...signed.fichiers.flatMap((file, i) => {
      const attachment = attachments[i];
      return attachment ? [putToStorage(file, attachment.file)] : [];
    }),
  ]);
  return {
    photo: signed.photo?.key,
    fichiers: signed.fichiers.map((file) => ({ key: file.key, name: file.name })),
  };
};
