/**
 * Choosing the child's face: one to three faces, tapped among the faces of the stay's photos or
 * found in a photo picked from the phone. The chosen faces are shown and can be taken back; the
 * search starts once there is one.
 */
import { useState } from 'react';
import { faceFinderMessages } from '#shared/face-finder-messages';
import { MAX_REFERENCES } from '#shared/face-match';
import { frenchSpacing } from '#web/components/french-spacing';
import { Notice } from '#web/components/notice';
import { type Feedback, failure, success } from '#web/lib/feedback';
import { type ChosenFace, ChosenFaces } from './chosen-faces';
import type { FaceFinder, ReadFace } from './engine';
import { PickedPhoto } from './picked-photo';
import type { StayFace } from './scan-photos';
import { StayFaces } from './stay-faces';
import { StepHeading } from './step-heading';

const t = faceFinderMessages.references;

interface ReferenceStepProps {
  readonly finder: FaceFinder;
  readonly chosen: readonly ChosenFace[];
  /** The faces of the stay's photos; undefined while the photo list is read. */
  readonly stayFaces: readonly StayFace[] | undefined;
  /** Reads the chosen faces again after a change. */
  readonly onChanged: () => Promise<void>;
  readonly onScan: () => void;
}

export function ReferenceStep({ finder, chosen, stayFaces, onChanged, onScan }: ReferenceStepProps) {
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const full = chosen.length >= MAX_REFERENCES;

  /** One change of the chosen faces at a time, then the list read again and the result said. */
  const change = async (action: () => Promise<void>, done: string): Promise<void> => {
    setBusy(true);
    setFeedback(null);
    try {
      await action();
      setFeedback(success(done));
    } catch (error) {
      console.error(error);
      setFeedback(failure(t.failed));
    } finally {
      await onChanged();
      setBusy(false);
    }
  };

  const add = (face: ReadFace) => change(() => finder.addReference(face), t.added);
  const chooseStayFace = (face: StayFace) =>
    change(async () => {
      await finder.addReference(await finder.faceOfStrip(face.photo, face.index));
    }, t.added);
  const remove = (id: string) => change(() => finder.removeReference(id), t.removed);

  return (
    <div className="face-finder__step">
      <StepHeading>{t.heading}</StepHeading>
      <p>{frenchSpacing(t.hint)}</p>
      <ChosenFaces faces={chosen} busy={busy} onRemove={(id) => void remove(id)} />
      <Notice feedback={full ? success(t.full) : feedback} className="face-finder__notice" />
      <button
        type="button"
        className="btn btn--primary face-finder__scan"
        disabled={chosen.length === 0 || busy}
        onClick={onScan}
      >
        {t.scan}
      </button>

      <h3 className="face-finder__subheading">{t.tapStayFace}</h3>
      {stayFaces === undefined ? (
        <p role="status">{faceFinderMessages.scan.preparing}</p>
      ) : (
        <StayFaces faces={stayFaces} disabled={busy || full} onChoose={(face) => void chooseStayFace(face)} />
      )}

      <h3 className="face-finder__subheading">{t.orPick}</h3>
      <PickedPhoto
        disabled={busy || full}
        readFaces={(file) => finder.facesInPickedPhoto(file)}
        onChoose={add}
        onFailure={() => setFeedback(failure(t.failed))}
      />
    </div>
  );
}
