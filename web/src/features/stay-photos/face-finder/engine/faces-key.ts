/**
 * What says that a photo's cached templates are still those of its strip: the strip's layout
 * version, the way templates are read, and its boxes. The strip's link changes with each signature
 * and cannot say it.
 */
import { FACES_VERSION, type PhotoFaces } from '#shared/face-crops';
import { FACE_TEMPLATE_VERSION } from '#shared/face-model';

export const facesKey = (faces: PhotoFaces): string =>
  `${FACES_VERSION}.${FACE_TEMPLATE_VERSION}:${faces.boxes.map((box) => [box.x, box.y, box.w, box.h].map((v) => v.toFixed(4)).join(',')).join(';')}`;
