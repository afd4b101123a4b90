/** Assign camps to a director (§2.5), booklets (§7.5) and the evaluations report entry (§2.1). */
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import type { DirectorCategory, DirectorPerson, StageName } from '../../../../../../shared/admin-schemas';
import { messages } from '../../../../../../shared/messages';
import { useConfirm } from '../../../../components/confirm-dialog';
import { adminFetch, putToStorage } from '../../api/admin-api';
import { checkUpload } from '../../lib/upload-check';
import { usePanelFeedback } from '../../lib/use-panel-feedback';
import { CategoryOptions, personLabel } from '../director-options';
import { FileField, SelectField } from '../field';
import { Notice } from '../notice';
import { StageSelect, stageLabel } from '../stage-select';

const t = messages.backOffice;

export function AssignPanel() {
  const [people, setPeople] = useState<DirectorPerson[]>([]);
  const [stays, setStays] = useState<StageName[]>([]);
  const [selected, setSelected] = useState('');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [cat, setCat] = useState<DirectorCategory | ''>('');
  const { feedback, fail, report } = usePanelFeedback();

  const load = useCallback(() => {
    adminFetch('listDirectors', { query: { pageSize: '500' } })
      .then((answer) => setPeople(answer.items))
      .catch(() => undefined);
  }, []);
  useEffect(() => {
    load();
    adminFetch('assignableStages')
      .then(setStays)
      .catch(() => undefined);
  }, [load]);

  const person = people.find((p) => p.id === selected);
  const choose = (value: string) => {
    setSelected(value);
    const p = people.find((x) => x.id === value);
    setChosen(new Set(p?.stages.map((s) => s.stageId) ?? []));
    setCat(p?.cat ?? '');
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!person || !cat) return fail(messages.admin.trainerRequired);
    const { nom, prenom, mail, telephone } = person;
    await report(
      () =>
        adminFetch('assignDirector', {
          params: { id: person.id },
          body: { nom, prenom, mail, telephone, cat, stages: [...chosen] },
        }),
      { fallback: t.failures.assign, onSuccess: load },
    );
  };

  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate>
      <div className="admin-grid">
        <SelectField label={t.fields.director} value={selected} onChange={choose}>
          <option value="">{t.noChoice}</option>
          {people.map((p) => (
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
      <fieldset className="admin-checklist" disabled={!person}>
        <legend className="visually-hidden">{t.menu.assign}</legend>
        {stays.map((stay) => (
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
            {stageLabel(stay)}
          </label>
        ))}
      </fieldset>
      <Notice feedback={feedback} />
      <button type="submit" className="btn btn--primary">
        {t.actions.save}
      </button>
    </form>
  );
}

export function BookletsPanel() {
  const [names, setNames] = useState<string[]>([]);
  const [file, setFile] = useState<File | null>(null);
  const { feedback, fail, busy, report } = usePanelFeedback();
  const { confirm, dialog } = useConfirm();
  const [fileKey, setFileKey] = useState(0);
  const load = useCallback(() => {
    adminFetch('listBooklets')
      .then(setNames)
      .catch(() => undefined);
  }, []);
  useEffect(load, [load]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkUpload(file);
    if (!checked.ok) return fail(checked.problem);
    const booklet = checked.file;
    await report(
      async () => {
        const signed = await adminFetch('signBooklet', {
          body: { name: booklet.name, type: 'application/pdf', size: booklet.size },
        });
        await putToStorage(signed, booklet);
      },
      {
        fallback: t.failures.booklet,
        successText: () => messages.admin.bookletUploaded,
        onSuccess: () => {
          setFile(null);
          setFileKey((k) => k + 1);
          load();
        },
      },
    );
  };

  const remove = async (name: string) => {
    if (busy) return;
    if (!(await confirm({ text: messages.confirm.booklet(name), confirmLabel: t.actions.delete }))) return;
    await report(() => adminFetch('deleteBooklet', { params: { name } }), {
      fallback: t.failures.deleteFile,
      onSuccess: load,
    });
  };

  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate>
      {names.length === 0 ? (
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
      <Notice feedback={feedback} />
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
  readonly onDownload?: (stageId: string) => Promise<void>;
}) {
  const [stageId, setStageId] = useState('');
  const { feedback, setFeedback, fail } = usePanelFeedback();
  const go = async () => {
    if (!stageId) return fail(messages.admin.chooseStage);
    if (!onDownload) return setFeedback({ kind: 'info', text: t.hints.evaluations });
    try {
      await onDownload(stageId);
    } catch {
      // Whatever went wrong, the report's own failure text (not the server's).
      fail(t.failures.report);
    }
  };
  return (
    <div className="admin-form">
      <StageSelect value={stageId} onChange={setStageId} />
      <Notice feedback={feedback} />
      <button type="button" className="btn btn--primary" onClick={() => void go()}>
        {t.actions.download}
      </button>
    </div>
  );
}
