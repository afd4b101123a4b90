/**
 * "Trouver mon enfant", loaded only when the family taps the gallery's button: the explanation, the
 * choice of the child's face, the scan on the device, then the results. The results are not shown
 * here: the panel hands the found photos to the gallery, whose tiles, selection, downloads and
 * sharing then work on them as on any photos.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { faceFinderMessages } from '#shared/face-finder-messages';
import { CloseIcon } from '#web/components/icons';
import { Notice } from '#web/components/notice';
import { type Feedback, failure, success } from '#web/lib/feedback';
import type { ChosenFace } from './chosen-faces';
import { STRICTER, WIDER } from './engine';
import { Explanation } from './explanation';
import { ForgetButton } from './forget-button';
import { photosAtOrAbove, STARTING_STEP, thresholdAt } from './matches';
import { ReferenceStep } from './reference-step';
import { ResultsStep } from './results-step';
import { type FacesOfPhoto, type PhotoWithFaces, photosWithFaces, stayFaces } from './scan-photos';
import { ScanStep } from './scan-step';
import { useEngine } from './use-engine';
import { useScan } from './use-scan';
import './face-finder.css';

type Step = 'explain' | 'references' | 'search';

export interface FaceFinderPanelProps {
  readonly stayId: string;
  /** Every photo of the stay, every page of the list read. */
  readonly readStayPhotos: () => Promise<readonly PhotoWithFaces[]>;
  /** The photos to show in the gallery, best first; null for all of them. */
  readonly onFound: (photoIds: readonly string[] | null) => void;
  readonly onClose: () => void;
}

const NO_FACES: readonly ChosenFace[] = [];

export default function FaceFinderPanel({ stayId, readStayPhotos, onFound, onClose }: FaceFinderPanelProps) {
  // The stay's photos expire one by one on dates the family is not given: the engine is told none,
  // and drops what it kept for photos that are gone.
  const engine = useEngine(stayId, null);
  const finder = engine.kind === 'ready' ? engine.finder : null;
  const [step, setStep] = useState<Step>('explain');
  const [chosen, setChosen] = useState<readonly ChosenFace[]>(NO_FACES);
  const [photos, setPhotos] = useState<readonly FacesOfPhoto[] | undefined>(undefined);
  const [sliderStep, setSliderStep] = useState(STARTING_STEP);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const scan = useScan(finder);

  // The stay's photos are read once, when the finder opens: the first function given is the one used.
  const readPhotos = useRef(readStayPhotos);
  useEffect(() => {
    let left = false;
    readPhotos.current().then(
      (all) => {
        if (!left) setPhotos(photosWithFaces(all));
      },
      (error: unknown) => {
        console.error(error);
        if (!left) setFeedback(failure(faceFinderMessages.scan.failed));
      },
    );
    return () => {
      left = true;
    };
  }, []);

  const readChosen = useCallback(async (): Promise<void> => {
    if (finder) setChosen(await finder.references());
  }, [finder]);
  useEffect(() => {
    void readChosen();
  }, [readChosen]);

  // The photos found, shown in the gallery below; while the scan runs, those found so far, once
  // there is one (until then the gallery keeps the whole stay). Keyed on the scores, which the scan
  // hands out now and then, not on its progress: the gallery is not redrawn for every photo read.
  const scores = scan.state.kind === 'idle' ? null : scan.state.scores;
  const scanned = scan.state.kind === 'done';
  const found = useMemo(() => {
    if (step !== 'search' || scores === null) return null;
    const ids = photosAtOrAbove(scores, thresholdAt(sliderStep, WIDER, STRICTER));
    return scanned || ids.length > 0 ? ids : null;
  }, [step, scores, scanned, sliderStep]);
  useEffect(() => {
    onFound(found);
  }, [found, onFound]);
  // Closing the finder gives the gallery all its photos back.
  useEffect(() => () => onFound(null), [onFound]);

  const startScan = (): void => {
    if (!photos) return;
    setFeedback(null);
    setStep('search');
    void scan.start(photos);
  };
  const backToFaces = (): void => {
    scan.cancel();
    setStep('references');
  };
  const forgotten = (): void => {
    scan.cancel();
    setChosen(NO_FACES);
    setSliderStep(STARTING_STEP);
    setStep('explain');
    setFeedback(success(faceFinderMessages.forget.done));
  };

  const screen = (() => {
    if (engine.kind === 'unavailable') return <Notice feedback={failure(faceFinderMessages.unavailable)} />;
    if (step === 'explain' || !finder)
      return (
        <Explanation
          keptUntil={null}
          ready={finder !== null}
          onStart={() => {
            setFeedback(null);
            setStep('references');
          }}
        />
      );
    if (step === 'references')
      return (
        <ReferenceStep
          finder={finder}
          chosen={chosen}
          stayFaces={photos && stayFaces(photos)}
          onChanged={readChosen}
          onScan={startScan}
        />
      );
    if (scan.state.kind === 'done')
      return (
        <ResultsStep
          found={found?.length ?? 0}
          step={sliderStep}
          onStep={setSliderStep}
          onChangeFaces={backToFaces}
        />
      );
    const running =
      scan.state.kind === 'idle' ? { kind: 'running' as const, progress: null, scores: [] } : scan.state;
    return (
      <ScanStep
        state={running}
        found={found?.length ?? 0}
        onPause={scan.pause}
        onResume={() => photos && void scan.start(photos)}
        onCancel={backToFaces}
      />
    );
  })();

  return (
    <section className="card face-finder" aria-label={faceFinderMessages.title}>
      <button
        type="button"
        className="face-finder__close"
        aria-label={faceFinderMessages.close}
        onClick={onClose}
      >
        <CloseIcon />
      </button>
      <Notice feedback={feedback} className="face-finder__notice" />
      {screen}
      {finder && step !== 'explain' && (
        <div className="face-finder__footer">
          <ForgetButton
            forget={() => finder.forget()}
            onForgotten={forgotten}
            onFailed={() => setFeedback(failure(faceFinderMessages.forget.failed))}
          />
        </div>
      )}
    </section>
  );
}
