/**
 * The shared-documents upload form: a folder, several files, 'Envoyer'. Files go straight to
 * storage; the form is disabled while they are sent, one after the other.
 */
import { type FormEvent, useId, useRef, useState } from 'react';
import { DOCUMENT_ACCEPT } from '#shared/document-files';
import { messages } from '#shared/messages';
import { UploadIcon } from '#web/components/icons';
import { Notice } from '#web/components/notice';
import { errorText, failure } from '#web/lib/feedback';
import { useUploadDocuments } from '../api/upload-documents';
import { refusalOf } from '../lib/check-files';

export function UploadForm({ folders }: { readonly folders: readonly string[] }) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [folder, setFolder] = useState('');
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadDocuments();

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setError(null);
    const files = Array.from(fileInput.current?.files ?? []);
    if (!folder) return setError(messages.collab.noFolderChosen);
    if (files.length === 0) return setError(messages.collab.noFileChosen);
    const refusal = refusalOf(files);
    if (refusal) {
      window.alert(refusal);
      return;
    }
    setProgress({ sent: 0, total: files.length });
    try {
      await upload.mutateAsync({
        folderName: folder,
        files,
        onProgress: (sent) => setProgress({ sent, total: files.length }),
      });
      window.alert(messages.sharedDocs.uploaded);
      if (fileInput.current) fileInput.current.value = '';
    } catch (problem) {
      console.error(messages.console.uploadProblem, problem);
      setError(errorText(problem, messages.console.uploadProblem));
    } finally {
      setProgress(null);
    }
  };

  const busy = progress !== null;
  return (
    <form className="card collab-panel upload-form" onSubmit={submit} aria-busy={busy}>
      <h2>{messages.collab.uploadTitle}</h2>
      <fieldset disabled={busy}>
        <label htmlFor={`${id}-folder`}>{messages.collab.folderLabel}</label>
        <select id={`${id}-folder`} value={folder} onChange={(event) => setFolder(event.target.value)}>
          <option value="">{messages.sharedDocs.chooseFolder}</option>
          {folders.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-files`}>{messages.collab.filesLabel}</label>
        <input id={`${id}-files`} ref={fileInput} type="file" multiple accept={DOCUMENT_ACCEPT} />
        <button type="submit" className="btn btn--primary">
          <UploadIcon />
          {messages.collab.send}
        </button>
      </fieldset>
      <p className="upload-form__status" role="status">
        {progress ? messages.collab.sending(progress.sent, progress.total) : ''}
      </p>
      <Notice feedback={error ? failure(error) : null} />
    </form>
  );
}
