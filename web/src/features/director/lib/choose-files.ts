/**
 * What the deposit form does with the chosen files before anything is sent: a file
 * over 15 MB and a file that is not a photo are each set aside and named, and the rest of the batch
 * still goes (one phone video must not keep a hundred photos back); HEIC photos whose type the
 * browser leaves empty (desktop Chrome) are recognised by their extension.
 */
import { DEPOSIT_CONTENT_TYPES, type DepositContentType, MAX_UPLOAD_BYTES } from '#shared/limits';

export interface ChosenFile {
  readonly name: string;
  readonly size: number;
  readonly type: string;
}

export type FileChoice<F extends ChosenFile> =
  | { readonly kind: 'empty' }
  | {
      readonly kind: 'ok';
      readonly photos: readonly { readonly file: F; readonly type: DepositContentType }[];
      readonly notPhotos: readonly F[];
      readonly tooLarge: readonly F[];
    };

const byExtension: Record<string, DepositContentType> = { heic: 'image/heic', heif: 'image/heif' };

const isDepositType = (type: string): type is DepositContentType =>
  (DEPOSIT_CONTENT_TYPES as readonly string[]).includes(type);

export const photoType = (file: ChosenFile): DepositContentType | undefined => {
  if (isDepositType(file.type)) return file.type;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return file.type === '' || file.type === 'application/octet-stream' ? byExtension[extension] : undefined;
};

export const chooseFiles = <F extends ChosenFile>(files: readonly F[]): FileChoice<F> => {
  if (files.length === 0) return { kind: 'empty' };
  const photos: { file: F; type: DepositContentType }[] = [];
  const notPhotos: F[] = [];
  const tooLarge: F[] = [];
  for (const file of files) {
    const type = photoType(file);
    if (file.size > MAX_UPLOAD_BYTES) tooLarge.push(file);
    else if (type && file.size > 0) photos.push({ file, type });
    else notPhotos.push(file);
  }
  return { kind: 'ok', photos, notPhotos, tooLarge };
};
