/** The faces the family chose as its child's, each with its button to take it back. */
import { faceFinderMessages } from '#shared/face-finder-messages';
import { CloseIcon } from '#web/components/icons';
import { BlobImage } from './blob-image';

const t = faceFinderMessages.references;

export interface ChosenFace {
  readonly id: string;
  readonly preview: Blob;
}

interface ChosenFacesProps {
  readonly faces: readonly ChosenFace[];
  readonly busy: boolean;
  readonly onRemove: (id: string) => void;
}

export function ChosenFaces({ faces, busy, onRemove }: ChosenFacesProps) {
  if (faces.length === 0) return null;
  return (
    <ul className="face-finder__chosen" aria-label={t.chosenLabel}>
      {faces.map((face, position) => (
        <li key={face.id} className="face-finder__chosen-face">
          <BlobImage blob={face.preview} alt={t.chosenAlt(position + 1)} className="face-finder__face" />
          <button
            type="button"
            className="face-finder__remove"
            aria-label={t.remove(position + 1)}
            disabled={busy}
            onClick={() => onRemove(face.id)}
          >
            <CloseIcon />
          </button>
        </li>
      ))}
    </ul>
  );
}
