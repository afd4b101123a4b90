/**
 * The scan under way: how far it is (said politely to screen readers), how many photos were found
 * so far (shown in the gallery below as they come), Pause or Reprendre, and Annuler, which goes back
 * to the chosen faces. The bar's box is there from the first frame, so the first progress moves
 * nothing.
 */
import { faceFinderMessages } from '#shared/face-finder-messages';
import { frenchSpacing } from '#web/components/french-spacing';
import { StepHeading } from './step-heading';
import type { ScanState } from './use-scan';

const t = faceFinderMessages.scan;

interface ScanStepProps {
  readonly state: Extract<ScanState, { kind: 'running' | 'paused' | 'failed' }>;
  /** Photos found so far, at the slider's setting. */
  readonly found: number;
  readonly onPause: () => void;
  readonly onResume: () => void;
  readonly onCancel: () => void;
}

export function ScanStep({ state, found, onPause, onResume, onCancel }: ScanStepProps) {
  const { progress } = state;
  const text =
    progress === null
      ? t.preparing
      : state.kind === 'running'
        ? t.progress(progress.done, progress.total)
        : t.paused(progress.done, progress.total);
  return (
    <div className="face-finder__step">
      <StepHeading>{t.heading}</StepHeading>
      <p className="face-finder__progress-text" role="status">
        {frenchSpacing(text)}
        {found > 0 && (
          <span className="face-finder__found-so-far"> {frenchSpacing(t.foundSoFar(found))}</span>
        )}
      </p>
      <progress
        className="face-finder__progress"
        max={progress?.total || 1}
        value={progress?.done ?? 0}
        aria-hidden="true"
      />
      {state.kind === 'failed' && (
        <p className="notice notice--error" role="alert">
          {frenchSpacing(t.failed)}
        </p>
      )}
      <div className="face-finder__actions">
        {/* One button that changes its word: the focus stays on it from Pause to Reprendre. */}
        <button
          type="button"
          className="btn btn--primary face-finder__pause"
          onClick={state.kind === 'running' ? onPause : onResume}
        >
          {state.kind === 'running' ? t.pause : t.resume}
        </button>
        <button type="button" className="btn btn--secondary" onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
    </div>
  );
}
