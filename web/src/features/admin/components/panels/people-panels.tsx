/** Families (spec 001 §2.6) and directors (§2.5): pick a camp, then a person; add, update, delete. */
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import type { Director, DirectorCategory, Participant } from '../../../../../../shared/admin-schemas';
import { messages } from '../../../../../../shared/messages';
import { adminFetch } from '../../api/admin-api';
import { errorText, type Feedback, failure, success } from '../../lib/feedback';
import { Notice } from '../notice';
import { StageSelect } from '../stage-select';

const t = messages.backOffice;
const PARTICIPANTS_PAGE = 100;

function TextField(props: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        className="field__input"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </div>
  );
}

export function FamiliesPanel() {
  const id = useId();
  const [stageId, setStageId] = useState('');
  const [page, setPage] = useState(1);
  const [list, setList] = useState<{ items: Participant[]; total: number }>({ items: [], total: 0 });
  const [selected, setSelected] = useState('');
  const [form, setForm] = useState({ nom: '', prenom: '', mailRL: '' });
  const [feedback, setFeedback] = useState<Feedback>(null);

  const load = useCallback(() => {
    if (!stageId) return setList({ items: [], total: 0 });
    adminFetch('listParticipants', {
      params: { stageId },
      query: { page: String(page), pageSize: String(PARTICIPANTS_PAGE) },
    })
      .then((answer) => setList({ items: answer.items, total: answer.total }))
      .catch(() => setList({ items: [], total: 0 }));
  }, [stageId, page]);
  useEffect(load, [load]);

  const choose = (participantId: string) => {
    setSelected(participantId);
    const person = list.items.find((p) => p.id === participantId);
    setForm(
      person
        ? { nom: person.nom, prenom: person.prenom, mailRL: person.email }
        : { nom: '', prenom: '', mailRL: '' },
    );
  };

  const run = async (action: () => Promise<{ message: string }>, fallback: string) => {
    try {
      setFeedback(success((await action()).message));
      load();
    } catch (error) {
      setFeedback(failure(errorText(error, fallback)));
    }
  };

  const update = () => {
    if (!selected) return setFeedback(failure(messages.admin.selectTrainee));
    void run(
      () => adminFetch('updateParticipant', { params: { id: selected }, body: form }),
      t.failures.updateTrainee,
    );
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!stageId) return setFeedback(failure(messages.admin.selectStage));
    if (!form.nom.trim() || !form.prenom.trim() || !form.mailRL.trim())
      return setFeedback(failure(messages.admin.traineeFieldsRequired));
    void run(() => adminFetch('addParticipant', { body: { ...form, stageId } }), t.failures.addTrainee);
  };
  const remove = () => {
    if (!selected) return setFeedback(failure(messages.admin.selectFamily));
    void run(async () => {
      const answer = await adminFetch('deleteParticipant', { params: { id: selected } });
      choose('');
      return answer;
    }, t.failures.deleteFamily);
  };

  const pages = Math.ceil(list.total / PARTICIPANTS_PAGE);
  return (
    <form className="admin-form" onSubmit={add} noValidate>
      <StageSelect
        value={stageId}
        onChange={(value) => {
          setStageId(value);
          setPage(1);
          choose('');
        }}
      />
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {t.fields.participant}
        </label>
        <select
          id={id}
          className="field__input"
          value={selected}
          onChange={(event) => choose(event.target.value)}
        >
          <option value="">{t.fields.chooseParticipant}</option>
          {list.items.map((p) => (
            <option key={p.id} value={p.id}>{`${p.nom} ${p.prenom} — ${p.email}`}</option>
          ))}
        </select>
      </div>
      {pages > 1 && (
        <div className="admin-pager">
          <button
            type="button"
            className="btn btn--ghost"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t.actions.previous}
          </button>
          <span>{t.pageOf(page, pages)}</span>
          <button
            type="button"
            className="btn btn--ghost"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t.actions.next}
          </button>
        </div>
      )}
      <div className="admin-grid">
        <TextField
          label={t.fields.nom}
          name="nom"
          value={form.nom}
          onChange={(nom) => setForm((f) => ({ ...f, nom }))}
        />
        <TextField
          label={t.fields.prenom}
          name="prenom"
          value={form.prenom}
          onChange={(prenom) => setForm((f) => ({ ...f, prenom }))}
        />
        <TextField
          label={t.fields.mailRL}
          name="mailRL"
          type="email"
          value={form.mailRL}
          onChange={(mailRL) => setForm((f) => ({ ...f, mailRL }))}
        />
      </div>
      <Notice feedback={feedback} />
      <div className="admin-actions">
        <button type="button" className="btn btn--primary" onClick={update}>
          {t.actions.update}
        </button>
        <button type="submit" className="btn btn--secondary">
          {t.actions.addParticipant}
        </button>
        <button type="button" className="btn btn--ghost admin-danger" onClick={remove}>
          {t.actions.deleteFamily}
        </button>
      </div>
    </form>
  );
}

const emptyDirector = { nom: '', prenom: '', mail: '', telephone: '' };

export function DirectorsPanel() {
  const id = useId();
  const [stageId, setStageId] = useState('');
  const [cat, setCat] = useState<DirectorCategory>('sejour');
  const [list, setList] = useState<Director[]>([]);
  const [selected, setSelected] = useState('add');
  const [form, setForm] = useState(emptyDirector);
  const [feedback, setFeedback] = useState<Feedback>(null);

  const load = useCallback(() => {
    if (!stageId) return setList([]);
    adminFetch('listDirectorsByCategory', { params: { stageId, type: cat } })
      .then(setList)
      .catch(() => setList([]));
  }, [stageId, cat]);
  useEffect(load, [load]);

  const choose = (value: string) => {
    setSelected(value);
    const director = list.find((d) => d.id === value);
    setForm(
      director
        ? { nom: director.nom, prenom: director.prenom, mail: director.mail, telephone: director.telephone }
        : emptyDirector,
    );
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stageId) return setFeedback(failure(messages.admin.selectStage));
    if (Object.values(form).some((value) => !value.trim()))
      return setFeedback(failure(messages.admin.trainerRequired));
    try {
      const body = { ...form, cat, stageId };
      const answer =
        selected === 'add'
          ? await adminFetch('addDirector', { body })
          : await adminFetch('updateDirector', { params: { id: selected }, body });
      setFeedback(success(answer.message));
      load();
    } catch (error) {
      setFeedback(failure(errorText(error, t.failures.trainer)));
    }
  };

  const remove = async () => {
    if (selected === 'add') return;
    try {
      setFeedback(success((await adminFetch('deleteDirector', { params: { id: selected } })).message));
      choose('add');
      load();
    } catch (error) {
      setFeedback(failure(errorText(error, t.failures.deleteTrainer)));
    }
  };

  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate>
      <div className="admin-grid">
        <StageSelect
          value={stageId}
          onChange={(value) => {
            setStageId(value);
            choose('add');
          }}
        />
        <div className="field">
          <label className="field__label" htmlFor={`${id}-cat`}>
            {t.fields.cat}
          </label>
          <select
            id={`${id}-cat`}
            className="field__input"
            value={cat}
            onChange={(event) => {
              setCat(event.target.value as DirectorCategory);
              choose('add');
            }}
          >
            <option value="centre">{t.fields.centre}</option>
            <option value="sejour">{t.fields.sejour}</option>
          </select>
        </div>
      </div>
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
          <option value="add">{t.fields.add}</option>
          {list.map((d) => (
            <option key={d.id} value={d.id}>{`${d.nom} ${d.prenom} — ${d.mail}`}</option>
          ))}
        </select>
      </div>
      <div className="admin-grid">
        <TextField
          label={t.fields.nom}
          name="nom"
          value={form.nom}
          onChange={(nom) => setForm((f) => ({ ...f, nom }))}
        />
        <TextField
          label={t.fields.prenom}
          name="prenom"
          value={form.prenom}
          onChange={(prenom) => setForm((f) => ({ ...f, prenom }))}
        />
        <TextField
          label={t.fields.mail}
          name="mail"
          type="email"
          value={form.mail}
          onChange={(mail) => setForm((f) => ({ ...f, mail }))}
        />
        <TextField
          label={t.fields.telephone}
          name="telephone"
          type="tel"
          value={form.telephone}
          onChange={(telephone) => setForm((f) => ({ ...f, telephone }))}
        />
      </div>
      <Notice feedback={feedback} />
      <div className="admin-actions">
        <button type="submit" className="btn btn--primary">
          {selected === 'add' ? t.fields.add : t.actions.update}
        </button>
        {selected !== 'add' && (
          <button type="button" className="btn btn--ghost admin-danger" onClick={remove}>
            {t.actions.delete}
          </button>
        )}
      </div>
    </form>
  );
}
