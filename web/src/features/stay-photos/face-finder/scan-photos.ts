/**
 * The gallery's photos as the finder reads them: the photos the server found faces in, with their
 * strip of face crops, and the faces a family can tap to say which one is its child.
 */
import { FACE_CROP_PX, type PhotoFaces } from '#shared/face-crops';

/** A gallery photo, as far as the finder is concerned (photos prepared before faces have none). */
export interface PhotoWithFaces {
  readonly id: string;
  readonly faces?: PhotoFaces | null;
}

/** A photo to scan: its id and its faces (boxes and strip). */
export interface FacesOfPhoto {
  readonly photoId: string;
  readonly faces: PhotoFaces;
}

/** One face of the stay's photos, as a tile to tap: the photo, the face's place in its strip. */
export interface StayFace {
  readonly photo: FacesOfPhoto;
  readonly index: number;
  /** The strip the face is cut from. */
  readonly url: string;
  /** How many faces the strip holds side by side. */
  readonly count: number;
}

/** The photos with at least one face and a strip to read it from; the others have nothing to compare. */
export const photosWithFaces = (photos: readonly PhotoWithFaces[]): FacesOfPhoto[] =>
  photos.flatMap((photo) =>
    photo.faces && photo.faces.url !== null && photo.faces.boxes.length > 0
      ? [{ photoId: photo.id, faces: photo.faces }]
      : [],
  );

/** Every face of the stay's photos, photo after photo, in each strip's order. */
export const stayFaces = (photos: readonly FacesOfPhoto[]): StayFace[] =>
  photos.flatMap((photo) =>
    photo.faces.boxes.map((_, index) => ({
      photo,
      index,
      url: photo.faces.url ?? '',
      count: photo.faces.boxes.length,
    })),
  );

/**
 * Where a strip's picture sits behind a face tile of `size` pixels so that only face `index` shows:
 * the strip scaled so one crop fills the tile, moved left by the crops before it.
 */
export const cropBackground = (face: Pick<StayFace, 'index' | 'count'>, size: number) => ({
  backgroundSize: `${face.count * size}px ${size}px`,
  backgroundPosition: `${-face.index * size}px 0`,
});

/** The strip's crops are this many pixels across: a tile shows them at their size or smaller. */
export const CROP_PX = FACE_CROP_PX;
