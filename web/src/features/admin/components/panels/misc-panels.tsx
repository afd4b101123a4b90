/** Assign camps to a director, the trainers' booklets, and the evaluations report entry. */
import { type FormEvent, useState } from 'react';
import type { DirectorCategory } from '#shared/admin-schemas';
import { messages } from '#shared/messages';
import { useConfirm } from '#web/components/confirm-dialog';
import { Notice } from '#web/components/notice';
import { failureOf } from '#web/lib/feedback';
import { useAssignDirector } from '../../api/assign-director';
import { useDeleteBooklet } from '../../api/delete-booklet';
import { useAssignableStays } from '../../api/get-assignable-stays';
import { useBooklets } from '../../api/get-booklets';
import { useDirectors } from '../../api/get-directors';
import { useUploadBooklet } from '../../api/upload-booklet';
import { isListLoading } from '../../lib/list-loading';
import { checkUpload } from '../../lib/upload-check';
import { usePanelFeedback } from '../../lib/use-panel-feedback';
import { CategoryOptions, personLabel } from '../director-options';
import { FileField, ListLoading, SelectField } from '../field';
import { StaySelect, stayLabel } from '../stay-select';

const t = messages.backOffice;

export function AssignPanel() {
  const people = useDirectors();
  const stays = useAssignableStays();
  const [selected, setSelected] = useState('');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [cat, setCat] = useState<DirectorCategory | ''>('');
  const { feedback, fail, report } = usePanelFeedback();
  const assign = useAssignDirector();

  const person = people.data?.find((p) => p.id === selected);
  const choose = (value: string) => {
    setSelected(value);
    const p = people.data?.find((x) => x.id === value);
    setChosen(new Set(p?.stages.map((s) => s.stageId) ?? []));
    setCat(p?.cat ?? '');
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!person || !cat) return fail(messages.admin.trainerRequired);
    const { nom, prenom, mail, telephone } = person;
    await report(
      () =>
        assign.mutateAsync({
          id: person.id,
          body: { nom, prenom, mail, telephone, cat, stages: [...chosen] },
        }),
      { fallback: t.failures.assign },
    );
  };

  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate>
      <div className="admin-grid">
        <SelectField
          label={t.fields.director}
          value={selected}
          onChange={choose}
          loading={isListLoading(people)}
        >
          <option value="">{t.noChoice}</option>
          {people.data?.map((p) => (
            <option key={p.id} value={p.id}>
              {personLabel(p)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t.fields.cat}
          value={cat}
          onChange={(value) => setCat(value as DirectorCategory | '')}
        >
          <option value="">{t.noChoice}</option>
          <CategoryOptions />
        </SelectField>
      </div>
      <p className="admin-hint">{t.hints.assign}</p>
      {isListLoading(stays) && <ListLoading />}
      <fieldset className="admin-checklist" disabled={!person}>
        <legend className="visually-hidden">{t.menu.assign}</legend>
        {stays.data?.map((stay) => (
          <label key={stay.id} className="admin-check">
            <input
              type="checkbox"
              checked={chosen.has(stay.id)}
              onChange={(event) =>
                setChosen((set) => {
                  const next = new Set(set);
                  if (event.target.checked) next.add(stay.id);
                  else next.delete(stay.id);
                  return next;
                })
              }
            />
            {stayLabel(stay)}
          </label>
        ))}
      </fieldset>
      <Notice
        feedback={feedback ?? failureOf(people.error ?? stays.error, messages.api.internalError)}
        className="admin-notice"
      />
      <button type="submit" className="btn btn--primary">
        {t.actions.save}
      </button>
    </form>
  );
}

export function BookletsPanel() {
  const booklets = useBooklets();
  const names = booklets.data ?? [];
  const [file, setFile] = useState<File | null>(null);
  const { feedback, fail, busy, report } = usePanelFeedback();
  const { confirm, dialog } = useConfirm();
  const [fileKey, setFileKey] = useState(0);
  const upload = useUploadBooklet();
  const deleteBooklet = useDeleteBooklet();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkUpload(file);
    if (!checked.ok) return fail(checked.problem);
    const booklet = checked.file;
    await report(() => upload.mutateAsync(booklet), {
      fallback: t.failures.booklet,
      successText: () => messages.admin.bookletUploaded,
      onSuccess: () => {
        setFile(null);
        setFileKey((k) => k + 1);
      },
    });
  };

  const remove = async (name: string) => {
    if (busy) return;
    if (!(await confirm({ text: messages.confirm.booklet(name), confirmLabel: t.actions.delete }))) return;
    await report(() => deleteBooklet.mutateAsync(name), { fallback: t.failures.deleteFile });
  };

  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate>
      {isListLoading(booklets) ? (
        <ListLoading />
      ) : names.length === 0 ? (
        <p>{t.noBooklets}</p>
      ) : (
        <ul className="admin-list">
          {names.map((name) => (
            <li key={name} className="admin-list__row">
              <span>{name}</span>
              <button
                type="button"
                className="btn btn--ghost admin-danger"
                onClick={() => void remove(name)}
                disabled={busy}
              >
                {t.actions.delete}
              </button>
            </li>
          ))}
        </ul>
      )}
      <FileField
        key={fileKey}
        label={t.fields.booklet}
        name="livret"
        accept="application/pdf"
        onFiles={(files) => setFile(files[0] ?? null)}
      />
      <Notice
        feedback={feedback ?? failureOf(booklets.error, messages.api.internalError)}
        className="admin-notice"
      />
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {t.actions.upload}
      </button>
      {dialog}
    </form>
  );
}

/** The report itself is built by the trainer area's evaluations; this panel only picks the camp. */
export function EvaluationsPanel({
  onDownload,
}: {
  readonly onDownload?: (stayId: string) => Promise<void>;
}) {
  const [stayId, setStayId] = useState('');
  const { feedback, setFeedback, fail } = usePanelFeedback();
  const go = async () => {
    if (!stayId) return fail(messages.admin.chooseStage);
    if (!onDownload) return setFeedback({ kind: 'info', text: t.hints.evaluations });
    try {
      await onDownload(stayId);
    } catch {
      // Whatever went wrong, the report's own failure text (not the server's).
      fail(t.failures.report);
    }
  };
  return (
    <div className="admin-form">
      <StaySelect value={stayId} onChange={setStayId} />
      <Notice feedback={feedback} className="admin-notice" />
      <button type="button" className="btn btn--primary" onClick={() => void go()}>
        {t.actions.download}
      </button>
    </div>
  );
}
