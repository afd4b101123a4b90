/**
 * The deposit form: a large picker over the hidden file input (camera roll, several at once, or
 * photos dropped on it), previews of the chosen photos and 'Envoyer'. While a batch runs the form is
 * disabled, the counter moves from the first byte (photos and megabytes sent, time left), each file
 * shows its own bar and state, a banner says when the network goes and comes back, and leaving the
 * page asks first. The batch is kept in the browser's queue: what a reload or a cut interrupted is
 * listed and sent again on its own.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { DEPOSIT_CONTENT_TYPES } from '#shared/limits';
import { messages } from '#shared/messages';
import type { ManagedPhoto } from '#shared/schemas';
import { UploadIcon } from '#web/components/icons';
import { Notice } from '#web/components/notice';
import { type Feedback, info } from '#web/lib/feedback';
import { formatMegabytes } from '#web/lib/megabytes';
import { useSignUploads } from '../api/sign-uploads';
import { chooseFiles } from '../lib/choose-files';
import { sentFileOutcome } from '../lib/file-outcome';
import { putFile } from '../lib/put-file';
import { sha256Hex } from '../lib/sha256';
import type { FileState } from '../lib/upload-batch';
import {
  finished,
  nextPace,
  type Pace,
  progressFigures,
  sentBytesOf,
  startPace,
} from '../lib/upload-progress';
import { useNetworkStatus } from '../lib/use-network-status';
import { type QueueOutcome, useUploadQueue } from '../lib/use-upload-queue';
import { type BatchReport, BatchSummary } from './batch-summary';
import { PhotoPreview } from './photo-preview';

const stateLabel: Record<FileState, string> = {
  waiting: messages.trainer.fileWaiting,
  hashing: messages.trainer.fileHashing,
  sending: messages.trainer.fileSending,
  retrying: messages.trainer.retry,
  done: messages.trainer.fileDone,
  duplicate: messages.trainer.fileDuplicate,
  failed: messages.trainer.fileFailed,
};

/** Previews shown at most: decoding hundreds of phone photos would cost more than it tells. */
const PREVIEWS = 15;

/** The lines naming the files set aside (over 15 MB, not a photo). */
const setAside = (choice: ReturnType<typeof chooseFiles<File>>): string[] => {
  if (choice.kind === 'empty') return [];
  const lines: string[] = [];
  if (choice.tooLarge.length > 0)
    lines.push(messages.trainer.tooLarge(choice.tooLarge.map((f) => f.name).join(', ')));
  if (choice.notPhotos.length > 0)
    lines.push(messages.trainer.notAPhoto(choice.notPhotos.map((f) => f.name).join(', ')));
  return lines;
};

export function UploadForm({
  stageId: stayId,
  onUploaded,
  onSigned,
  photos,
}: {
  readonly stageId: string;
  /** Called with the photos the batch stored, once it ends. */
  readonly onUploaded: (photoIds: readonly string[]) => void;
  /** Called as the batch's files are signed, with the photos they become: their state is followed. */
  readonly onSigned: (photoIds: readonly string[]) => void;
  /** The photos as last known, the batch's among them: a sent file's line shows what became of it. */
  readonly photos: readonly ManagedPhoto[];
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<readonly File[]>([]);
  const [notice, setNotice] = useState<Feedback>(null);
  const [dragging, setDragging] = useState(false);
  const refused = useRef<string[]>([]);
  const [report, setReport] = useState<BatchReport | null>(null);
  const sign = useSignUploads(stayId);
  const network = useNetworkStatus();

  // Nothing tells the administrators here: the server sends their one mail per batch once no new
  // photo of this trainer has come for a while, however the page is left after the batch.
  const finish = (outcome: QueueOutcome): void => {
    const summary = [...refused.current, messages.trainer.done(outcome.uploaded)];
    if (outcome.duplicates > 0) summary.push(messages.trainer.duplicates(outcome.duplicates));
    if (outcome.left > 0) {
      console.error(messages.console.uploadProblem, outcome.error);
      if (outcome.gaveUp) summary.push(messages.busy.uploadGaveUp(outcome.left));
      else if (!navigator.onLine) summary.push(messages.trainer.left(outcome.left), messages.trainer.offline);
      else summary.push(messages.trainer.failed(outcome.left));
    }
    setNotice(null);
    setReport({ lines: summary, failed: outcome.left > 0, sent: outcome.uploadedIds, at: Date.now() });
    onUploaded(outcome.uploadedIds);
  };

  const sendMore = (): void => {
    setReport(null);
    input.current?.click();
  };

  const queue = useUploadQueue(stayId, { hash: sha256Hex, sign: sign.mutateAsync, put: putFile }, finish);
  const { files, running } = queue;

  // The photos signed so far, told to the page as they change (a chunk at a time), not at each byte.
  const signedIds = files.flatMap((file) => (file.photoId ? [file.photoId] : [])).join(',');
  useEffect(() => {
    if (signedIds !== '') onSigned(signedIds.split(','));
  }, [signedIds, onSigned]);

  // Leaving mid-upload asks first: the queue is kept, but the trainer should know it is not over.
  useEffect(() => {
    if (!running) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Safari and Chrome ask only when a text is set here (and show their own).
      event.returnValue = messages.trainer.leaveWarning;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [running]);

  const choose = (list: readonly File[]): void => {
    setChosen(list);
    setReport(null);
    const choice = chooseFiles([...list]);
    const lines = setAside(choice);
    setNotice(lines.length > 0 ? { kind: 'error', text: lines } : null);
  };

  const send = async (event: React.FormEvent): Promise<void> => {
    event.preventDefault();
    const choice = chooseFiles([...chosen]);
    if (choice.kind === 'empty') {
      setNotice({ kind: 'info', text: [messages.trainer.noFileChosen] });
      return;
    }
    const lines = setAside(choice);
    refused.current = lines;
    if (choice.photos.length === 0) {
      setNotice({ kind: 'error', text: lines });
      return;
    }
    setNotice(lines.length ? { kind: 'error', text: lines } : null);
    setChosen([]);
    setReport(null);
    if (input.current) input.current.value = '';
    await queue.start(choice.photos);
  };

  const choice = chooseFiles([...chosen]);
  const ready = choice.kind === 'ok' ? choice.photos.map(({ file }) => file) : [];
  const previews: readonly { key: string; blob: Blob; name: string; state?: FileState }[] =
    files.length > 0 && ready.length === 0
      ? files.map((file) => ({ key: file.key, blob: file.blob, name: file.name, state: file.state }))
      : ready.map((file, index) => ({
          key: `${index}:${file.name}:${file.size}`,
          blob: file,
          name: file.name,
        }));
  const previewStrip = previews.length > 0 && (
    <ul className="upload-previews">
      {previews.slice(0, PREVIEWS).map((preview) => (
        <li
          key={preview.key}
          className={`upload-previews__item${preview.state && finished(preview.state) ? ' is-sent' : ''}`}
        >
          <PhotoPreview blob={preview.blob} name={preview.name} />
        </li>
      ))}
      {previews.length > PREVIEWS && (
        <li className="upload-previews__more">{messages.trainer.morePreviews(previews.length - PREVIEWS)}</li>
      )}
    </ul>
  );
  const names = new Map(files.flatMap((file) => (file.photoId ? [[file.photoId, file.name] as const] : [])));
  const states = new Map(photos.map((photo) => [photo.id, photo]));
  // The pace is measured across renders (each progress event renders): a new round starts afresh.
  const pace = useRef<Pace>(startPace(0));
  if (pace.current.at < queue.startedAt) pace.current = startPace(queue.startedAt);
  if (running) pace.current = nextPace(pace.current, sentBytesOf(files), Date.now());
  const figures = progressFigures(files, pace.current);

  return (
    <form className="card upload-form" onSubmit={send} aria-busy={running}>
      {network === 'offline' && (
        <p className="network-banner network-banner--offline" role="alert">
          {messages.trainer.offline}
        </p>
      )}
      {network === 'back' && (
        <p className="network-banner network-banner--back" role="status">
          {messages.trainer.online}
        </p>
      )}
      <fieldset disabled={running} className="upload-form__fields">
        <input
          id={inputId}
          ref={input}
          type="file"
          name="fichiers_formateur"
          multiple
          accept={[...DEPOSIT_CONTENT_TYPES, '.heic', '.heif'].join(',')}
          className="visually-hidden upload-form__input"
          onChange={(event) => choose([...(event.currentTarget.files ?? [])])}
        />
        <label
          htmlFor={inputId}
          className={`upload-picker${dragging ? ' is-dragging' : ''}`}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            if (!running) choose([...event.dataTransfer.files]);
          }}
        >
          <UploadIcon className="upload-picker__icon" />
          <span className="upload-picker__title">{messages.trainer.pickTitle}</span>
          <span className="upload-picker__hint">{messages.trainer.pickHint}</span>
        </label>
        {/* With photos chosen, the bar stays at the bottom of a phone's screen: 'Envoyer' is in reach
            however long the list below it. */}
        <div className={`upload-form__actions${ready.length > 0 ? ' is-floating' : ''}`}>
          {ready.length > 0 && <p className="upload-form__chosen">{messages.trainer.chosen(ready.length)}</p>}
          <button type="submit" className="btn btn--primary upload-form__send">
            <UploadIcon />
            {messages.photoDeposit.send}
          </button>
        </div>
      </fieldset>

      {report && !running && (
        <BatchSummary report={report} names={names} states={states} onSendMore={sendMore} />
      )}
      {files.length === 0 && previewStrip}
      {running && queue.restored > 0 && <Notice feedback={info(messages.trainer.resumed(queue.restored))} />}
      {!queue.kept && <Notice feedback={info(messages.trainer.queueUnavailable)} />}

      {files.length > 0 && (
        <div className="upload-progress">
          {running && (
            <div className="upload-progress__counter" role="status">
              <p className="upload-progress__text">
                {messages.photoDeposit.progress(figures.done, figures.total)}
              </p>
              <p className="upload-progress__bytes">
                {messages.trainer.bytesProgress(
                  formatMegabytes(figures.sentBytes),
                  formatMegabytes(figures.totalBytes),
                )}
                {figures.secondsLeft !== null && ` · ${messages.trainer.timeLeft(figures.secondsLeft)}`}
              </p>
            </div>
          )}
          <progress
            className="upload-progress__bar"
            max={Math.max(figures.totalBytes, 1)}
            value={figures.sentBytes}
            aria-label={messages.trainer.overall}
          />
          {previewStrip}
          <ul className="upload-files">
            {files.map((file) => (
              <li key={file.key} className={`upload-file upload-file--${file.state}`}>
                <span className="upload-file__name">{file.name}</span>
                <progress
                  max={Math.max(file.size, 1)}
                  value={finished(file.state) ? file.size : file.sent}
                  aria-hidden="true"
                />
                <span className="upload-file__state">
                  {file.state === 'done' ? sentFileOutcome(file, photos).label : stateLabel[file.state]}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {!running && queue.left > 0 && (
        <button type="button" className="btn btn--secondary" onClick={() => void queue.resume()}>
          {messages.trainer.resume}
        </button>
      )}
      <Notice feedback={notice} />
    </form>
  );
}
