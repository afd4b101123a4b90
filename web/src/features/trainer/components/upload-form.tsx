/**
 * The deposit form: image picker and 'Envoyer'; while a batch runs the form is disabled, the overall
 * bar and the spec's '{n} photos téléchargées sur {total}, veuillez patienter...' move, and each file
 * shows its own bar and state.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { DEPOSIT_CONTENT_TYPES } from '../../../../../shared/limits';
import { messages } from '../../../../../shared/messages';
import type { ManagedPhoto } from '../../../../../shared/schemas';
import { UploadIcon } from '../../../components/icons';
import { Notice } from '../../../components/notice';
import type { Feedback } from '../../../lib/feedback';
import { watchQuery } from '../../../lib/poll-query';
import { useCompleteUploads } from '../api/complete-uploads';
import { photosOptions } from '../api/get-photos';
import { useSignUploads } from '../api/sign-uploads';
import { ANNOUNCE_DEADLINE_MS, ANNOUNCE_POLL_MS, announceWhenProcessed } from '../lib/announce-batch';
import { chooseFiles } from '../lib/choose-files';
import { sentFileOutcome } from '../lib/file-outcome';
import { putFile } from '../lib/put-file';
import { sha256Hex } from '../lib/sha256';
import { type FileProgress, type FileState, runBatch } from '../lib/upload-batch';

const stateLabel: Record<FileState, string> = {
  waiting: messages.trainer.fileWaiting,
  hashing: messages.trainer.fileHashing,
  sending: messages.trainer.fileSending,
  retrying: messages.trainer.retry,
  done: messages.trainer.fileDone,
  duplicate: messages.trainer.fileDuplicate,
  failed: messages.trainer.fileFailed,
};

const finished = (state: FileState): boolean => state === 'done' || state === 'duplicate';

export function UploadForm({
  stageId,
  onUploaded,
  photos,
}: {
  readonly stageId: string;
  readonly onUploaded: () => void;
  /** The stay's photos as last listed: a sent file's line shows what became of it. */
  readonly photos: readonly ManagedPhoto[];
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<readonly (FileProgress & { readonly key: string })[]>([]);
  const [running, setRunning] = useState(false);
  const [notice, setNotice] = useState<Feedback>(null);
  const client = useQueryClient();
  const sign = useSignUploads(stageId);
  const complete = useCompleteUploads();

  const done = files.filter((file) => finished(file.state)).length;
  const totalBytes = files.reduce((sum, file) => sum + file.size, 0);
  const sentBytes = files.reduce((sum, file) => sum + (finished(file.state) ? file.size : file.sent), 0);

  const send = async (event: React.FormEvent): Promise<void> => {
    event.preventDefault();
    const choice = chooseFiles([...(input.current?.files ?? [])]);
    if (choice.kind === 'empty') {
      setNotice({ kind: 'info', text: [messages.trainer.noFileChosen] });
      return;
    }
    const lines: string[] = [];
    if (choice.tooLarge.length > 0)
      lines.push(messages.trainer.tooLarge(choice.tooLarge.map((f) => f.name).join(', ')));
    if (choice.notPhotos.length > 0)
      lines.push(messages.trainer.notAPhoto(choice.notPhotos.map((f) => f.name).join(', ')));
    if (choice.photos.length === 0) {
      setNotice({ kind: 'error', text: lines });
      return;
    }
    setNotice(lines.length ? { kind: 'error', text: lines } : null);
    setRunning(true);
    setFiles(
      choice.photos.map(({ file }) => ({
        key: crypto.randomUUID(),
        name: file.name,
        size: file.size,
        sent: 0,
        state: 'waiting',
      })),
    );
    const update = (index: number, patch: Partial<FileProgress>) =>
      setFiles((current) => current.map((file, i) => (i === index ? { ...file, ...patch } : file)));
    try {
      const result = await runBatch(
        choice.photos,
        { hash: sha256Hex, sign: sign.mutateAsync, put: putFile },
        update,
      );
      if (result.uploaded > 0) {
        // One mail to the administrators for the whole batch, once its photos are processed; in the
        // background (followed through the query cache, even if the page is left), and a failure
        // here loses no photo.
        void announceWhenProcessed(result.uploadedIds, {
          follow: (isDone) =>
            watchQuery(client, photosOptions(stageId), {
              everyMs: ANNOUNCE_POLL_MS,
              until: Date.now() + ANNOUNCE_DEADLINE_MS,
              isDone,
              // The list cached before the batch does not show its photos yet.
              answeredAfter: Date.now(),
            }),
          complete: () => complete.mutateAsync({ stageId, count: result.uploaded }),
        }).catch((error: unknown) => console.error(error));
      }
      const summary = [...lines, messages.trainer.done(result.uploaded)];
      if (result.duplicates > 0) summary.push(messages.trainer.duplicates(result.duplicates));
      if (result.failed > 0) {
        console.error(messages.console.uploadProblem);
        summary.push(
          result.gaveUp ? messages.busy.uploadGaveUp(result.failed) : messages.trainer.failed(result.failed),
        );
      }
      setNotice({ kind: result.failed > 0 ? 'error' : 'success', text: summary });
      if (input.current) input.current.value = '';
    } catch (error) {
      console.error(messages.console.uploadProblem, error);
      setNotice({ kind: 'error', text: [...lines, messages.trainer.failed(choice.photos.length)] });
    } finally {
      setRunning(false);
      onUploaded();
    }
  };

  return (
    <form className="card upload-form" onSubmit={send} aria-busy={running}>
      <fieldset disabled={running} className="upload-form__fields">
        <label htmlFor={inputId} className="upload-form__label">
          {messages.trainer.chooseFiles}
        </label>
        <input
          id={inputId}
          ref={input}
          type="file"
          name="fichiers_formateur"
          multiple
          accept={[...DEPOSIT_CONTENT_TYPES, '.heic', '.heif'].join(',')}
          className="upload-form__input"
        />
        <button type="submit" className="btn btn--primary">
          <UploadIcon />
          {messages.photoDeposit.send}
        </button>
      </fieldset>
      {files.length > 0 && (
        <div className="upload-progress">
          {running && (
            <p className="upload-progress__text" role="status">
              {messages.photoDeposit.progress(done, files.length)}
            </p>
          )}
          <progress
            className="upload-progress__bar"
            max={Math.max(totalBytes, 1)}
            value={sentBytes}
            aria-label={messages.trainer.overall}
          />
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
      <Notice feedback={notice} />
    </form>
  );
}
