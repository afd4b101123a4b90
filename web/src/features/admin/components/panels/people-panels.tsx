/** Families and directors: pick a camp, then a person; add, update, delete. */
import { type FormEvent, useState } from 'react';
import type { DirectorCategory } from '#shared/admin-schemas';
import { type ImageConsent, imageConsentLabels, imageConsentSchema } from '#shared/image-consent';
import { FIELD_MAX_LENGTH } from '#shared/limits';
import { messages } from '#shared/messages';
import { useConfirm } from '#web/components/confirm-dialog';
import { Notice } from '#web/components/notice';
import { failureOf } from '#web/lib/feedback';
import { useAddDirector } from '../../api/add-director';
import { useAddParticipant } from '../../api/add-participant';
import { useDeleteDirector } from '../../api/delete-director';
import { useDeleteParticipant } from '../../api/delete-participant';
import { useExportParticipants } from '../../api/export-participants';
import { PARTICIPANTS_PAGE_SIZE, useParticipants } from '../../api/get-participants';
import { useStayDirectors } from '../../api/get-stay-directors';
import { useUpdateDirector } from '../../api/update-director';
import { useUpdateParticipant } from '../../api/update-participant';
import { isListLoading } from '../../lib/list-loading';
import { useFormFields } from '../../lib/use-form-fields';
import { usePanelFeedback } from '../../lib/use-panel-feedback';
import { CategoryOptions, personLabel } from '../director-options';
import { SelectField, TextFields } from '../field';
import { PageNumbers } from '../pager';
import { StaySelect } from '../stay-select';

const t = messages.backOffice;

const { personName, email, telephone } = FIELD_MAX_LENGTH;

const FAMILY_FIELDS = [
  { name: 'nom', label: t.fields.nom, maxLength: personName },
  { name: 'prenom', label: t.fields.prenom, maxLength: personName },
  { name: 'mailRL', label: t.fields.mailRL, type: 'email', maxLength: email },
] as const;

const DIRECTOR_FIELDS = [
  { name: 'nom', label: t.fields.nom, maxLength: personName },
  { name: 'prenom', label: t.fields.prenom, maxLength: personName },
  { name: 'mail', label: t.fields.mail, type: 'email', maxLength: email },
  { name: 'telephone', label: t.fields.telephone, type: 'tel', maxLength: telephone },
] as const;

export function FamiliesPanel() {
  const [stayId, setStayId] = useState('');
  const [page, setPage] = useState(1);
  // Where each page seen starts: the pager only steps one page at a time, so every page it reaches
  // has the cursor of the page before.
  const [cursors, setCursors] = useState<ReadonlyMap<number, string>>(new Map());
  const participants = useParticipants(stayId, page, cursors.get(page) ?? null);
  const list = (stayId ? participants.data : undefined) ?? { items: [], total: 0 };
  const [selected, setSelected] = useState('');
  const { form, setForm, setField } = useFormFields({ nom: '', prenom: '', mailRL: '' });
  const [consent, setConsent] = useState<ImageConsent>('inconnu');
  const { feedback, fail, report, busy } = usePanelFeedback();
  const { confirm, dialog } = useConfirm();
  const updateParticipant = useUpdateParticipant();
  const addParticipant = useAddParticipant();
  const deleteParticipant = useDeleteParticipant();
  const exportParticipants = useExportParticipants();

  const choose = (participantId: string) => {
    setSelected(participantId);
    const person = list.items.find((p) => p.id === participantId);
    setForm(
      person
        ? { nom: person.nom, prenom: person.prenom, mailRL: person.email }
        : { nom: '', prenom: '', mailRL: '' },
    );
    setConsent(person?.droit_image ?? 'inconnu');
  };

  const run = (action: (idempotencyKey: string) => Promise<{ message: string }>, fallback: string) =>
    report(action, { fallback });

  const update = () => {
    if (!selected) return fail(messages.admin.selectParticipant);
    void run(
      () => updateParticipant.mutateAsync({ id: selected, body: { ...form, droit_image: consent } }),
      t.failures.updateParticipant,
    );
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!stayId) return fail(messages.admin.selectStay);
    if (!form.nom.trim() || !form.prenom.trim() || !form.mailRL.trim())
      return fail(messages.admin.traineeFieldsRequired);
    void run(
      (idempotencyKey) =>
        addParticipant.mutateAsync({
          body: { ...form, droit_image: consent, stageId: stayId },
          idempotencyKey,
        }),
      t.failures.addParticipant,
    );
  };
  const remove = async () => {
    if (!selected || busy) return fail(messages.admin.selectFamily);
    const person = list.items.find((p) => p.id === selected);
    const name = person ? personLabel({ ...person, mail: person.email }) : '';
    if (!(await confirm({ text: messages.confirm.family(name), confirmLabel: t.actions.deleteFamily })))
      return;
    void run(async () => {
      const answer = await deleteParticipant.mutateAsync(selected);
      choose('');
      return answer;
    }, t.failures.deleteFamily);
  };

  const exportStay = () => {
    if (!stayId) return fail(messages.admin.selectStay);
    void report(() => exportParticipants.mutateAsync(stayId), {
      fallback: t.failures.exportParticipants,
      successText: () => t.exported,
    });
  };

  const pages = Math.ceil(list.total / PARTICIPANTS_PAGE_SIZE);
  return (
    <form className="admin-form" onSubmit={add} noValidate>
      <StaySelect
        value={stayId}
        onChange={(value) => {
          setStayId(value);
          setPage(1);
          setCursors(new Map());
          choose('');
        }}
      />
      <SelectField
        label={t.fields.participant}
        value={selected}
        onChange={choose}
        loading={stayId !== '' && isListLoading(participants)}
      >
        <option value="">{t.fields.chooseParticipant}</option>
        {list.items.map((p) => (
          <option key={p.id} value={p.id}>
            {personLabel({ ...p, mail: p.email })}
            {p.droit_image === 'non' ? ` — ${messages.imageConsent.refusedTag}` : ''}
          </option>
        ))}
      </SelectField>
      <PageNumbers
        page={page}
        pages={pages}
        onPage={(target) => {
          const next = participants.data?.next;
          if (target === page + 1 && next) setCursors((known) => new Map(known).set(target, next));
          setPage(target);
        }}
      />
      <div className="admin-grid">
        <TextFields fields={FAMILY_FIELDS} values={form} setField={setField} />
        <SelectField
          label={messages.imageConsent.label}
          value={consent}
          onChange={(value) => setConsent(imageConsentSchema.parse(value))}
        >
          {imageConsentSchema.options.map((value) => (
            <option key={value} value={value}>
              {imageConsentLabels[value]}
            </option>
          ))}
        </SelectField>
      </div>
      {consent === 'non' && selected && (
        <p className="admin-consent-refused" role="note">
          {messages.imageConsent.refusedNote}
        </p>
      )}
      <Notice
        feedback={feedback ?? failureOf(participants.error, messages.api.internalError)}
        className="admin-notice"
      />
      <div className="admin-actions">
        <button type="button" className="btn btn--primary" onClick={update} disabled={busy}>
          {t.actions.update}
        </button>
        <button type="submit" className="btn btn--secondary" disabled={busy}>
          {t.actions.addParticipant}
        </button>
        <button
          type="button"
          className="btn btn--ghost admin-danger"
          onClick={() => void remove()}
          disabled={busy}
        >
          {t.actions.deleteFamily}
        </button>
        <button type="button" className="btn btn--secondary" onClick={exportStay} disabled={busy}>
          {t.actions.exportParticipants}
        </button>
      </div>
      {dialog}
    </form>
  );
}

const emptyDirector = { nom: '', prenom: '', mail: '', telephone: '' };

export function DirectorsPanel() {
  const [stayId, setStayId] = useState('');
  const [cat, setCat] = useState<DirectorCategory>('sejour');
  const directors = useStayDirectors(stayId, cat);
  const list = (stayId ? directors.data : undefined) ?? [];
  const [selected, setSelected] = useState('add');
  const { form, setForm, setField } = useFormFields(emptyDirector);
  const { feedback, fail, report, busy } = usePanelFeedback();
  const { confirm, dialog } = useConfirm();
  const addDirector = useAddDirector();
  const updateDirector = useUpdateDirector();
  const deleteDirector = useDeleteDirector();

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
    if (!stayId) return fail(messages.admin.selectStay);
    if (Object.values(form).some((value) => !value.trim())) return fail(messages.admin.trainerRequired);
    await report(
      (idempotencyKey: string): Promise<{ readonly message: string }> => {
        const body = { ...form, cat, stageId: stayId };
        return selected === 'add'
          ? addDirector.mutateAsync({ body, idempotencyKey })
          : updateDirector.mutateAsync({ id: selected, body });
      },
      { fallback: t.failures.trainer },
    );
  };

  const remove = async () => {
    if (selected === 'add' || busy) return;
    const director = list.find((d) => d.id === selected);
    const text = messages.confirm.director(director ? personLabel(director) : '');
    if (!(await confirm({ text, confirmLabel: t.actions.delete }))) return;
    await report(() => deleteDirector.mutateAsync(selected), {
      fallback: t.failures.deleteDirector,
      onSuccess: () => choose('add'),
    });
  };

  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate>
      <div className="admin-grid">
        <StaySelect
          value={stayId}
          onChange={(value) => {
            setStayId(value);
            choose('add');
          }}
        />
        <SelectField
          label={t.fields.cat}
          value={cat}
          onChange={(value) => {
            setCat(value as DirectorCategory);
            choose('add');
          }}
        >
          <CategoryOptions />
        </SelectField>
      </div>
      <SelectField
        label={t.fields.director}
        value={selected}
        onChange={choose}
        loading={stayId !== '' && isListLoading(directors)}
      >
        <option value="add">{t.fields.add}</option>
        {list.map((d) => (
          <option key={d.id} value={d.id}>
            {personLabel(d)}
          </option>
        ))}
      </SelectField>
      <div className="admin-grid">
        <TextFields fields={DIRECTOR_FIELDS} values={form} setField={setField} />
      </div>
      <Notice
        feedback={feedback ?? failureOf(directors.error, messages.api.internalError)}
        className="admin-notice"
      />
      <div className="admin-actions">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {selected === 'add' ? t.fields.add : t.actions.update}
        </button>
        {selected !== 'add' && (
          <button type="button" className="btn btn--ghost admin-danger" onClick={remove} disabled={busy}>
            {t.actions.delete}
          </button>
        )}
      </div>
      {dialog}
    </form>
  );
}
