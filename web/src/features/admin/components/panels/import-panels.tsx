/**
 * The CSV imports: the file goes straight to storage, then the API imports it, all or nothing, and
 * answers line-numbered errors; one action imports once, even sent again after a lost answer. Also:
 * delete the families of one stay.
 */
import { type FormEvent, useCallback, useEffect, useMemo, useState } from 'react';
import type { ImportKind, UniqueSejour } from '../../../../../../shared/admin-schemas';
import { messages } from '../../../../../../shared/messages';
import { isApiError } from '../../../../lib/api-client';
import { formatDate } from '../../../../lib/dates';
import { adminFetch, csvType, putToStorage } from '../../api/admin-api';
import { createImportSender } from '../../lib/import-once';
import { checkUpload } from '../../lib/upload-check';
import { usePanelFeedback } from '../../lib/use-panel-feedback';
import { FileField, SelectField } from '../field';
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
  const [file, setFile] = useState<File | null>(null);
  const { feedback, fail, busy, report } = usePanelFeedback();
  const [details, setDetails] = useState<string[]>([]);
  const sendImport = useMemo(
    () =>
      createImportSender({
        async upload(csv: File) {
          const signed = await adminFetch('signImport', {
            body: { kind, file: { name: csv.name, type: csvType(csv), size: csv.size } },
          });
          await putToStorage(signed, csv);
          return signed.key;
        },
        process: (key, idempotencyKey) =>
          adminFetch(kind === 'sejours' ? 'importStages' : 'importParticipants', {
            body: { key },
            idempotencyKey,
          }),
      }),
    [kind],
  );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDetails([]);
    const checked = checkUpload(file);
    if (!checked.ok) return fail(checked.problem);
    const csv = checked.file;
    await report((idempotencyKey: string) => sendImport(csv, idempotencyKey), {
      fallback: t.uploadFailed,
      pending: t.uploading,
      onFailure: (error) => setDetails(detailsOf(error).slice(1, 50)),
    });
  };

  return (
    <form className="admin-form" onSubmit={onSubmit}>
      <p className="admin-hint">{kind === 'sejours' ? t.hints.campCsv : t.hints.familyCsv}</p>
      <FileField
        label={t.fields.csvFile}
        name="csv"
        accept=".csv,text/csv"
        onFiles={(files) => setFile(files[0] ?? null)}
      />
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
  const [stays, setStays] = useState<UniqueSejour[]>([]);
  const [chosen, setChosen] = useState('');
  const { feedback, fail, report } = usePanelFeedback();
  const load = useCallback(() => {
    adminFetch('uniqueSejours')
      .then(setStays)
      .catch(() => undefined);
  }, []);
  useEffect(load, [load]);

  const onDelete = async () => {
    const stay = stays.find((s) => s.stageId === chosen);
    if (!stay) return fail(messages.admin.selectStage);
    if (!window.confirm(messages.admin.confirmDeleteTrainees)) return;
    await report(
      () =>
        adminFetch('deleteParticipantsOfStay', {
          body: { sejour: stay.nomSejour, dateDebut: stay.dateDebut, dateFin: stay.dateFin },
        }),
      {
        fallback: t.failures.deleteTrainees,
        onSuccess: () => {
          setChosen('');
          load();
        },
      },
    );
  };

  return (
    <div className="admin-form">
      <SelectField label={t.fields.stage} value={chosen} onChange={setChosen}>
        <option value="">{t.fields.chooseStage}</option>
        {stays.map((stay) => (
          <option key={stay.stageId} value={stay.stageId}>
            {`${stay.nomSejour} (${formatDate(stay.dateDebut)} – ${formatDate(stay.dateFin)}) · ${stay.count}`}
          </option>
        ))}
      </SelectField>
      <Notice feedback={feedback} />
      <button type="button" className="btn btn--primary admin-danger" onClick={onDelete}>
        {t.actions.deleteAllParticipants}
      </button>
    </div>
  );
}
