/**
 * The faces of the stay's photos, cut from the strips the server prepared, a dozen at a time: the
 * family taps its child's. The tiles show the strip's crop as a background, set through the DOM's
 * style object (the CSP allows no inline style attribute).
 */
import { useState } from 'react';
import { faceFinderMessages } from '#shared/face-finder-messages';
import { frenchSpacing } from '#web/components/french-spacing';
import { cropBackground, type StayFace } from './scan-photos';

const t = faceFinderMessages.references;

/** Faces shown at first, and added by each "more". */
const FACES_PER_STEP = 12;
/** Side of a face tile in CSS pixels (the crops are larger: sharp on a phone's dense screen). */
const TILE_PX = 72;

interface StayFacesProps {
  readonly faces: readonly StayFace[];
  readonly disabled: boolean;
  readonly onChoose: (face: StayFace) => void;
}

export function StayFaces({ faces, disabled, onChoose }: StayFacesProps) {
  const [shown, setShown] = useState(FACES_PER_STEP);
  if (faces.length === 0) return <p>{frenchSpacing(t.noStayFaces)}</p>;
  return (
    <>
      <ul className="face-finder__faces" aria-label={t.stayFacesLabel}>
        {faces.slice(0, shown).map((face, position) => (
          <li key={`${face.photo.photoId}-${face.index}`}>
            <button
              type="button"
              className="face-finder__face face-finder__face--tap"
              aria-label={t.faceLabel(position + 1)}
              data-photo-id={face.photo.photoId}
              data-face-index={face.index}
              disabled={disabled}
              onClick={() => onChoose(face)}
              style={{ backgroundImage: `url("${face.url}")`, ...cropBackground(face, TILE_PX) }}
            />
          </li>
        ))}
      </ul>
      {shown < faces.length && (
        <button type="button" className="btn btn--secondary" onClick={() => setShown(shown + FACES_PER_STEP)}>
          {t.moreFaces}
        </button>
      )}
    </>
  );
}
