/**
 * The CSV imports (spec 001 §2.3): the file goes straight to storage, then the API imports it, all
 * or nothing, and answers line-numbered errors. Also: delete the families of one stay.
 */
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import type { ImportKind, UniqueSejour } from '../../../../../../shared/admin-schemas';
import { MAX_UPLOAD_BYTES } from '../../../../../../shared/limits';
import { messages } from '../../../../../../shared/messages';
import { isApiError } from '../../../../lib/api-client';
import { formatDate } from '../../../../lib/dates';
import { adminFetch, csvType, putToStorage } from '../../api/admin-api';
import { errorText, type Feedback, failure, success } from '../../lib/feedback';
import { Notice } from '../notice';

const t = messages.backOffice;

/** The row errors the API sends along with its message, if any. */
const detailsOf = (error: unknown): string[] => {
  if (!isApiError(error) || !error.details) return [];
  return Array.isArray(error.details)
    ? error.details.flatMap((d: unknown) =>
        typeof d === 'object' && d !== null && 'message' in d && typeof d.message === 'string'
          ? [d.message]
          : [],
      )
    : [];
};

export function CsvImportPanel({ kind }: { readonly kind: ImportKind }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [details, setDetails] = useState<string[]>([]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDetails([]);
    if (!file) return setFeedback(failure(messages.admin.requiredFields));
    if (file.size > MAX_UPLOAD_BYTES) return setFeedback(failure(messages.admin.filesTooLarge));
    setBusy(true);
    setFeedback({ kind: 'info', text: t.uploading });
    try {
      const signed = await adminFetch('signImport', {
        body: { kind, file: { name: file.name, type: csvType(file), size: file.size } },
      });
      await putToStorage(signed, file);
      const answer = await adminFetch(kind === 'sejours' ? 'importStages' : 'importParticipants', {
        body: { key: signed.key },
      });
      setFeedback(success(answer.message));
    } catch (error) {
      setFeedback(failure(errorText(error, t.uploadFailed)));
      setDetails(detailsOf(error).slice(1, 50));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-form" onSubmit={onSubmit}>
      <p className="admin-hint">{kind === 'sejours' ? t.hints.campCsv : t.hints.familyCsv}</p>
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {t.fields.csvFile}
        </label>
        <input
          id={id}
          name="csv"
          type="file"
          accept=".csv,text/csv"
          className="field__input"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </div>
      <Notice feedback={feedback} />
      {details.length > 0 && (
        <ul className="admin-errors">
          {details.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {t.actions.upload}
      </button>
    </form>
  );
}

export function DeleteFamilyCsvPanel() {
  const id = useId();
  const [stays, setStays] = useState<UniqueSejour[]>([]);
  const [chosen, setChosen] = useState('');
  const [feedback, setFeedback] = useState<Feedback>(null);
  const load = useCallback(() => {
    adminFetch('uniqueSejours')
      .then(setStays)
      .catch(() => undefined);
  }, []);
  useEffect(load, [load]);

  const onDelete = async () => {
    const stay = stays.find((s) => s.stageId === chosen);
    if (!stay) return setFeedback(failure(messages.admin.selectStage));
    if (!window.confirm(messages.admin.confirmDeleteTrainees)) return;
    try {
      const answer = await adminFetch('deleteParticipantsOfStay', {
        body: { sejour: stay.nomSejour, dateDebut: stay.dateDebut, dateFin: stay.dateFin },
      });
      setFeedback(success(answer.message));
      setChosen('');
      load();
    } catch (error) {
      setFeedback(failure(errorText(error, t.failures.deleteTrainees)));
    }
  };

  return (
    <div className="admin-form">
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {t.fields.stage}
        </label>
        <select
          id={id}
          className="field__input"
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
        >
          <option value="">{t.fields.chooseStage}</option>
          {stays.map((stay) => (
            <option key={stay.stageId} value={stay.stageId}>
              {`${stay.nomSejour} (${formatDate(stay.dateDebut)} – ${formatDate(stay.dateFin)}) · ${stay.count}`}
            </option>
          ))}
        </select>
      </div>
      <Notice feedback={feedback} />
      <button type="button" className="btn btn--primary admin-danger" onClick={onDelete}>
        {t.actions.deleteAllParticipants}
      </button>
    </div>
  );
}
