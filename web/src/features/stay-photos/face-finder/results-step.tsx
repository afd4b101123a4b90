/**
 * The results' head: what the photos below are, how many, and the slider between a stricter search
 * (fewer photos, fewer mistakes) and a wider one. The photos themselves are the gallery's tiles,
 * under it, with the gallery's own selection and actions.
 */
import { useId } from 'react';
import { faceFinderMessages } from '#shared/face-finder-messages';
import { frenchSpacing } from '#web/components/french-spacing';
import { SLIDER_STEPS } from './matches';
import { StepHeading } from './step-heading';

const t = faceFinderMessages.results;

interface ResultsStepProps {
  readonly found: number;
  /** The slider's step, from 0 (the widest search) to SLIDER_STEPS (the strictest). */
  readonly step: number;
  readonly onStep: (step: number) => void;
  readonly onChangeFaces: () => void;
}

export function ResultsStep({ found, step, onStep, onChangeFaces }: ResultsStepProps) {
  const sliderId = useId();
  return (
    <div className="face-finder__step">
      <StepHeading>{t.heading}</StepHeading>
      <p className="face-finder__count" role="status">
        {frenchSpacing(t.count(found))}
        {found === 0 && <> {frenchSpacing(t.none)}</>}
      </p>
      <label htmlFor={sliderId} className="face-finder__slider-label">
        {t.slider}
      </label>
      <div className="face-finder__slider">
        <span aria-hidden="true">{t.wider}</span>
        <input
          id={sliderId}
          type="range"
          min={0}
          max={SLIDER_STEPS}
          step={1}
          value={step}
          aria-valuetext={t.sliderValue(step, SLIDER_STEPS)}
          onChange={(event) => onStep(Number(event.currentTarget.value))}
        />
        <span aria-hidden="true">{t.stricter}</span>
      </div>
      <div className="face-finder__actions">
        <button type="button" className="btn btn--secondary" onClick={onChangeFaces}>
          {t.changeFaces}
        </button>
      </div>
    </div>
  );
}
