/** Assign camps to a director (§2.5), booklets (§7.5) and the evaluations report entry (§2.1). */
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import type { DirectorCategory, DirectorPerson, StageName } from '../../../../../../shared/admin-schemas';
import { MAX_UPLOAD_BYTES } from '../../../../../../shared/limits';
import { messages } from '../../../../../../shared/messages';
import { adminFetch, putToStorage } from '../../api/admin-api';
import { errorText, type Feedback, failure, success } from '../../lib/feedback';
import { Notice } from '../notice';
import { StageSelect, stageLabel } from '../stage-select';

const t = messages.backOffice;

export function AssignPanel() {
  const id = useId();
  const [people, setPeople] = useState<DirectorPerson[]>([]);
  const [stays, setStays] = useState<StageName[]>([]);
  const [selected, setSelected] = useState('');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [cat, setCat] = useState<DirectorCategory | ''>('');
  const [feedback, setFeedback] = useState<Feedback>(null);

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
    if (!person || !cat) return setFeedback(failure(messages.admin.trainerRequired));
    try {
      const { nom, prenom, mail, telephone } = person;
      const answer = await adminFetch('assignDirector', {
        params: { id: person.id },
        body: { nom, prenom, mail, telephone, cat, stages: [...chosen] },
      });
      setFeedback(success(answer.message));
      load();
    } catch (error) {
      setFeedback(failure(errorText(error, t.failures.assign)));
    }
  };

  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate>
      <div className="admin-grid">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-who`}>
            {t.fields.director}
          </label>
          <select
            id={`${id}-who`}
            className="field__input"
            value={selected}
            onChange={(event) => choose(event.target.value)}
          >
            <option value="">{t.noChoice}</option>
            {people.map((p) => (
              <option key={p.id} value={p.id}>{`${p.nom} ${p.prenom} — ${p.mail}`}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-cat`}>
            {t.fields.cat}
          </label>
          <select
            id={`${id}-cat`}
            className="field__input"
            value={cat}
            onChange={(event) => setCat(event.target.value as DirectorCategory | '')}
          >
            <option value="">{t.noChoice}</option>
            <option value="centre">{t.fields.centre}</option>
            <option value="sejour">{t.fields.sejour}</option>
          </select>
        </div>
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
  const id = useId();
  const [names, setNames] = useState<string[]>([]);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [fileKey, setFileKey] = useState(0);
  const load = useCallback(() => {
    adminFetch('listBooklets')
      .then(setNames)
      .catch(() => undefined);
  }, []);
  useEffect(load, [load]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setFeedback(failure(messages.admin.requiredFields));
    if (file.size > MAX_UPLOAD_BYTES) return setFeedback(failure(messages.admin.filesTooLarge));
    setBusy(true);
    try {
      const signed = await adminFetch('signBooklet', {
        body: { name: file.name, type: 'application/pdf', size: file.size },
      });
      await putToStorage(signed, file);
      setFeedback(success(messages.admin.bookletUploaded));
      setFile(null);
      setFileKey((k) => k + 1);
      load();
    } catch (error) {
      setFeedback(failure(errorText(error, t.failures.booklet)));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (name: string) => {
    try {
      setFeedback(success((await adminFetch('deleteBooklet', { params: { name } })).message));
      load();
    } catch (error) {
      setFeedback(failure(errorText(error, t.failures.deleteFile)));
    }
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
              <button type="button" className="btn btn--ghost admin-danger" onClick={() => void remove(name)}>
                {t.actions.delete}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="field" key={fileKey}>
        <label className="field__label" htmlFor={id}>
          {t.fields.booklet}
        </label>
        <input
          id={id}
          name="livret"
          type="file"
          accept="application/pdf"
          className="field__input"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </div>
      <Notice feedback={feedback} />
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {t.actions.upload}
      </button>
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
  const [feedback, setFeedback] = useState<Feedback>(null);
  const go = async () => {
    if (!stageId) return setFeedback(failure(messages.admin.chooseStage));
    if (!onDownload) return setFeedback({ kind: 'info', text: t.hints.evaluations });
    try {
      await onDownload(stageId);
    } catch {
      setFeedback(failure(t.failures.report));
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
