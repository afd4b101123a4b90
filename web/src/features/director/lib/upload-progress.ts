/**
 * What the deposit's counter says while a batch runs: photos sent out of the batch, bytes sent out
 * of its total (moving from the first byte, in-flight uploads included) and the time left, estimated
 * from a smoothed pace of the bytes actually sent; no estimate before a few seconds of measure.
 */
import type { FileProgress, FileState } from './upload-batch';

export const finished = (state: FileState): boolean => state === 'done' || state === 'duplicate';

/** Below this much measure, an estimate jumps about more than it informs. */
const MEASURE_MS = 2_000;

export interface ProgressFigures {
  readonly done: number;
  readonly total: number;
  readonly sentBytes: number;
  readonly totalBytes: number;
  /** Seconds left at the pace so far; null while there is not enough to measure. */
  readonly secondsLeft: number | null;
}

/** The pace measured so far: bytes per millisecond, smoothed, and the sample it was last moved by. */
export interface Pace {
  readonly at: number;
  readonly sentBytes: number;
  /** Null until a first measure of `MEASURE_MS`. */
  readonly rate: number | null;
}

/** Shorter samples are folded into the next one: a burst of progress events says little alone. */
const SAMPLE_MS = 500;
/**
 * How long the pace remembers: a signing pause or a slow first second fades within this, where an
 * average since the start would carry it to the end of the batch.
 */
const SMOOTHING_MS = 8_000;

export const startPace = (at: number): Pace => ({ at, sentBytes: 0, rate: null });

/**
 * The pace after `sentBytes` were counted at `now`: an exponential average of the rates between
 * samples, weighted by the time each covers. The first measure is the average since the start.
 * Bytes going back (a retried file starting again) count as nothing sent, not as a negative pace.
 */
export const nextPace = (pace: Pace, sentBytes: number, now: number): Pace => {
  const elapsed = now - pace.at;
  if (pace.rate === null) {
    if (elapsed < MEASURE_MS || sentBytes <= 0) return pace;
    return { at: now, sentBytes, rate: sentBytes / elapsed };
  }
  if (elapsed < SAMPLE_MS) return pace;
  const sample = Math.max(0, sentBytes - pace.sentBytes) / elapsed;
  const weight = 1 - Math.exp(-elapsed / SMOOTHING_MS);
  return { at: now, sentBytes, rate: pace.rate + weight * (sample - pace.rate) };
};

export const progressFigures = (
  files: readonly Pick<FileProgress, 'size' | 'sent' | 'state'>[],
  pace: Pace,
): ProgressFigures => {
  const totalBytes = files.reduce((sum, file) => sum + file.size, 0);
  const sentBytes = sentBytesOf(files);
  const rate = pace.rate ?? 0;
  return {
    done: files.filter((file) => finished(file.state)).length,
    total: files.length,
    sentBytes,
    totalBytes,
    secondsLeft: rate > 0 ? Math.ceil((totalBytes - sentBytes) / rate / 1000) : null,
  };
};

/** The bytes counted as sent, finished files whole. */
export const sentBytesOf = (files: readonly Pick<FileProgress, 'size' | 'sent' | 'state'>[]): number =>
  files.reduce((sum, file) => sum + (finished(file.state) ? file.size : file.sent), 0);
