/**
 * A photo of the child picked from the phone: the phone finds its faces itself (the photo is read
 * here and goes nowhere), then the family taps its child's among them.
 */
import { useId, useState } from 'react';
import { faceFinderMessages } from '#shared/face-finder-messages';
import { frenchSpacing } from '#web/components/french-spacing';
import { BlobImage } from './blob-image';
import type { ReadFace } from './engine';

const t = faceFinderMessages.references;

interface PickedPhotoProps {
  readonly disabled: boolean;
  /** Finds the faces of the picked photo on the device. */
  readonly readFaces: (file: Blob) => Promise<readonly ReadFace[]>;
  readonly onChoose: (face: ReadFace) => Promise<void>;
  readonly onFailure: () => void;
}

export function PickedPhoto({ disabled, readFaces, onChoose, onFailure }: PickedPhotoProps) {
  const inputId = useId();
  const [faces, setFaces] = useState<readonly ReadFace[] | null>(null);
  const [reading, setReading] = useState(false);

  const pick = async (file: File | undefined): Promise<void> => {
    if (!file) return;
    setReading(true);
    setFaces(null);
    try {
      setFaces(await readFaces(file));
    } catch (error) {
      console.error(error);
      onFailure();
    } finally {
      setReading(false);
    }
  };

  const choose = async (face: ReadFace): Promise<void> => {
    await onChoose(face);
    setFaces(null);
  };

  return (
    <div className="face-finder__picked">
      {/* The input stays in the page, visually hidden, so its label is the button a keyboard reaches. */}
      <input
        id={inputId}
        type="file"
        accept="image/*"
        className="visually-hidden face-finder__file"
        disabled={disabled || reading}
        onChange={(event) => {
          void pick(event.currentTarget.files?.[0]);
          event.currentTarget.value = '';
        }}
      />
      <label htmlFor={inputId} className="btn btn--secondary face-finder__pick">
        {t.pickPhoto}
      </label>
      {reading && <p role="status">{t.reading}</p>}
      {faces !== null && faces.length === 0 && <p role="status">{frenchSpacing(t.noPickedFace)}</p>}
      {faces !== null && faces.length > 0 && (
        <>
          <p>{t.tapPickedFace}</p>
          <ul className="face-finder__faces" aria-label={t.pickedFacesLabel}>
            {faces.map((face, position) => (
              // The faces of one photo keep their order while shown.
              // biome-ignore lint/suspicious/noArrayIndexKey: a found face has no id of its own
              <li key={position}>
                <button
                  type="button"
                  className="face-finder__face face-finder__face--tap"
                  aria-label={t.faceLabel(position + 1)}
                  disabled={disabled}
                  onClick={() => void choose(face)}
                >
                  <BlobImage blob={face.preview} alt="" className="face-finder__face-picture" />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
