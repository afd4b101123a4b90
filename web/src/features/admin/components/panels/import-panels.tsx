/**
 * The CSV imports: the file goes straight to storage, then the API imports it, all or nothing, and
 * answers line-numbered errors; one action imports once, even sent again after a lost answer. Also:
 * delete the families of one stay.
 */
import { type FormEvent, useState } from 'react';
import type { ImportKind } from '#shared/admin-schemas';
import { messages } from '#shared/messages';
import { useConfirm } from '#web/components/confirm-dialog';
import { Notice } from '#web/components/notice';
import { formatDate } from '#web/lib/dates';
import { errorDetails, failureOf } from '#web/lib/feedback';
import { useDeleteStayParticipants } from '../../api/delete-stay-participants';
import { useUniqueStays } from '../../api/get-unique-stays';
import { useImportCsv } from '../../api/import-csv';
import { isListLoading } from '../../lib/list-loading';
import { checkUpload } from '../../lib/upload-check';
import { usePanelFeedback } from '../../lib/use-panel-feedback';
import { FileField, SelectField } from '../field';

const t = messages.backOffice;

export function CsvImportPanel({ kind }: { readonly kind: ImportKind }) {
  const [file, setFile] = useState<File | null>(null);
  const { feedback, fail, busy, report } = usePanelFeedback();
  const [details, setDetails] = useState<string[]>([]);
  const importCsv = useImportCsv(kind);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDetails([]);
    const checked = checkUpload(file);
    if (!checked.ok) return fail(checked.problem);
    const csv = checked.file;
    await report((idempotencyKey: string) => importCsv.mutateAsync({ file: csv, idempotencyKey }), {
      fallback: t.uploadFailed,
      pending: t.uploading,
      // The message names the first error; the list shows the next ones the server listed, then how
      // many more there are.
      onFailure: (error) => setDetails(errorDetails(error).slice(1)),
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
      <Notice feedback={feedback} className="admin-notice" />
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
  const stays = useUniqueStays();
  const [chosen, setChosen] = useState('');
  const { feedback, fail, busy, report } = usePanelFeedback();
  const { confirm, dialog } = useConfirm();
  const deleteAll = useDeleteStayParticipants();

  const onDelete = async () => {
    if (busy) return;
    const stay = stays.data?.find((s) => s.stageId === chosen);
    if (!stay) return fail(messages.admin.selectStay);
    const confirmed = await confirm({
      text: messages.admin.confirmDeleteParticipants,
      confirmLabel: t.actions.deleteAllParticipants,
    });
    if (!confirmed) return;
    await report(
      () =>
        deleteAll.mutateAsync({ sejour: stay.nomSejour, dateDebut: stay.dateDebut, dateFin: stay.dateFin }),
      { fallback: t.failures.deleteParticipants, onSuccess: () => setChosen('') },
    );
  };

  return (
    <div className="admin-form">
      <SelectField label={t.fields.stage} value={chosen} onChange={setChosen} loading={isListLoading(stays)}>
        <option value="">{t.fields.chooseStay}</option>
        {stays.data?.map((stay) => (
          <option key={stay.stageId} value={stay.stageId}>
            {`${stay.nomSejour} (${formatDate(stay.dateDebut)} – ${formatDate(stay.dateFin)}) · ${stay.count}`}
          </option>
        ))}
      </SelectField>
      <Notice
        feedback={feedback ?? failureOf(stays.error, messages.api.internalError)}
        className="admin-notice"
      />
      <button type="button" className="btn btn--primary admin-danger" onClick={() => void onDelete()}>
        {t.actions.deleteAllParticipants}
      </button>
      {dialog}
    </div>
  );
}
