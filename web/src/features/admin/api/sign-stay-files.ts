/** Step 1 of saving a stay with files: the API signs their direct uploads; the browser sends them. */
import { adminRoutes } from '#shared/routes/admin';
import { apiFetch, type BodyOf } from '#web/lib/api-client';
import { putToStorage } from './admin-api';

export type SignStayFilesInput = BodyOf<typeof adminRoutes.signStageFiles>;

/** A chosen file, with the type checked against those the API accepts. */
export interface TypedFile<Type extends string> {
  readonly file: File;
  readonly type: Type;
}
export type PhotoFile = TypedFile<NonNullable<SignStayFilesInput['photo']>['type']>;
export type AttachmentFile = TypedFile<NonNullable<SignStayFilesInput['fichiers']>[number]['type']>;

export const signStayFiles = (body: SignStayFilesInput) =>
  apiFetch(adminRoutes.signStageFiles, { body, auth: 'admin' });

/** Signs and sends the picture and the attachments; answers their keys. */
export const uploadStayFiles = async (photo: PhotoFile | null, attachments: readonly AttachmentFile[]) => {
  const signed = await signStayFiles({
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
