/**
 * The first screen of the finder: what the phone does, that nothing of the child's face leaves it,
 * how long it keeps what it computes and how to forget it, that it may be wrong; then the start.
 */
import { faceFinderMessages } from '#shared/face-finder-messages';
import { frenchSpacing } from '#web/components/french-spacing';
import { KEEP_WITHOUT_DATE_MS } from './engine/keep-until';
import { StepHeading } from './step-heading';

const t = faceFinderMessages.explanation;
const DAY_MS = 24 * 60 * 60 * 1000;

interface ExplanationProps {
  /** The day the stay's photos stop being available, as the family reads it; null when unknown. */
  readonly keptUntil: string | null;
  /** The engine is still opening: the start waits for it. */
  readonly ready: boolean;
  readonly onStart: () => void;
}

export function Explanation({ keptUntil, ready, onStart }: ExplanationProps) {
  return (
    <div className="face-finder__step">
      <StepHeading>{faceFinderMessages.title}</StepHeading>
      <ul className="face-finder__facts">
        <li>{frenchSpacing(t.what)}</li>
        <li>
          <strong>{frenchSpacing(t.nothingLeaves)}</strong>
        </li>
        <li>{frenchSpacing(t.kept(keptUntil, Math.round(KEEP_WITHOUT_DATE_MS / DAY_MS)))}</li>
        <li>{frenchSpacing(t.mayBeWrong)}</li>
      </ul>
      <button type="button" className="btn btn--primary" onClick={onStart} disabled={!ready}>
        {t.start}
      </button>
    </div>
  );
}
