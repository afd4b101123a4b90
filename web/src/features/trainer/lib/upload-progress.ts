/**
 * What the deposit's counter says while a batch runs: photos sent out of the batch, bytes sent out
 * of its total (moving from the first byte, in-flight uploads included) and the time left, estimated
 * from the pace since the run started; no estimate before a few seconds of measure.
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

export const progressFigures = (
  files: readonly Pick<FileProgress, 'size' | 'sent' | 'state'>[],
  run: { readonly startedAt: number; readonly now: number },
): ProgressFigures => {
  const totalBytes = files.reduce((sum, file) => sum + file.size, 0);
  const sentBytes = files.reduce((sum, file) => sum + (finished(file.state) ? file.size : file.sent), 0);
  const elapsed = run.now - run.startedAt;
  const rate = elapsed >= MEASURE_MS && sentBytes > 0 ? sentBytes / elapsed : 0;
  return {
    done: files.filter((file) => finished(file.state)).length,
    total: files.length,
    sentBytes,
    totalBytes,
    secondsLeft: rate > 0 ? Math.ceil((totalBytes - sentBytes) / rate / 1000) : null,
  };
};

const megabytes = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** '12,3 Mo', as a French phone shows sizes. */
export const formatMegabytes = (bytes: number): string => `${megabytes.format(bytes / 1_000_000)} Mo`;
