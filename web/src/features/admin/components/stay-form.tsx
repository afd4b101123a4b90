/**
 * The stay form, for creating and for editing. Files go straight to storage:
 * the API signs, the browser PUTs, then the stay is saved with the keys.
 */
import { type FormEvent, useId, useState } from 'react';
import type { AdminStay } from '#shared/admin-schemas';
import {
  ATTACHMENT_CONTENT_TYPES,
  FIELD_MAX_LENGTH,
  MAX_UPLOAD_BYTES,
  PHOTO_CONTENT_TYPES,
} from '#shared/limits';
import { messages } from '#shared/messages';
import { Notice } from '#web/components/notice';
import { useCreateStay } from '../api/create-stay';
import { uploadStayFiles } from '../api/sign-stay-files';
import { useUpdateStay } from '../api/update-stay';
import { generatePassword } from '../lib/generate-password';
import { usePanelFeedback } from '../lib/use-panel-feedback';
import { Field, FileField, TextField } from './field';

const t = messages.backOffice;

export interface StayFields {
  nom_stage: string;
  ville: string;
  cree_par: string;
  actif: boolean;
  date_debut: string;
  date_fin: string;
  mdp_formateur: string;
  mdp_stagiaire: string;
}

const emptyFields = (createdBy: string): StayFields => ({
  nom_stage: '',
  ville: '',
  cree_par: createdBy,
  actif: true,
  date_debut: '',
  date_fin: '',
  mdp_formateur: '',
  mdp_stagiaire: '',
});

const fieldsOf = (stay: AdminStay): StayFields => ({
  nom_stage: stay.nom_stage,
  ville: stay.ville,
  cree_par: stay.cree_par,
  actif: stay.actif === 1,
  date_debut: stay.date_debut,
  date_fin: stay.date_fin,
  mdp_formateur: stay.mdp_formateur,
  mdp_stagiaire: stay.mdp_stagiaire,
});

type PhotoType = (typeof PHOTO_CONTENT_TYPES)[number];
type AttachmentType = (typeof ATTACHMENT_CONTENT_TYPES)[number];
const isPhotoType = (type: string): type is PhotoType =>
  (PHOTO_CONTENT_TYPES as readonly string[]).includes(type);
const isAttachmentType = (type: string): type is AttachmentType =>
  (ATTACHMENT_CONTENT_TYPES as readonly string[]).includes(type);

/** What a save answers: the new version (edit) or the new id (create), and the server's message. */
interface SavedStay {
  id?: string;
  version?: number;
  message: string;
}

interface StayFormProps {
  readonly stage?: AdminStay;
  readonly createdBy: string;
  /** Called after a successful save with the new version (edit) or the new id (create). */
  readonly onSaved: (result: SavedStay) => void;
}

export function StayForm({ stage: stay, createdBy, onSaved }: StayFormProps) {
  const id = useId();
  const [fields, setFields] = useState<StayFields>(stay ? fieldsOf(stay) : emptyFields(createdBy));
  const [photo, setPhoto] = useState<File | null>(null);
  const [attachments, setAttachments] = useState<File[]>([]);
  // Attachments already stored that the administrator keeps (the others are removed on save).
  const [kept, setKept] = useState(stay?.fichiers ?? []);
  const { feedback, fail, busy, report } = usePanelFeedback();
  const createStay = useCreateStay();
  const updateStay = useUpdateStay();
  const [fileKey, setFileKey] = useState(0);
  const editing = stay !== undefined;

  const set = <K extends keyof StayFields>(name: K, value: StayFields[K]) =>
    setFields((f) => ({ ...f, [name]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const texts = [
      fields.nom_stage,
      fields.ville,
      fields.cree_par,
      fields.date_debut,
      fields.date_fin,
      fields.mdp_formateur,
      fields.mdp_stagiaire,
    ];
    // Creating needs every field but the attachments; editing enforces none but the API's.
    if (!editing && (texts.some((text) => text.trim() === '') || !photo)) {
      fail(messages.admin.requiredFields);
      return;
    }
    const files = [...(photo ? [photo] : []), ...attachments];
    if (files.some((file) => file.size > MAX_UPLOAD_BYTES)) {
      fail(messages.admin.filesTooLarge);
      return;
    }
    const typedPhoto = photo && isPhotoType(photo.type) ? { file: photo, type: photo.type } : null;
    const typedAttachments = attachments.flatMap((file) =>
      isAttachmentType(file.type) ? [{ file, type: file.type }] : [],
    );
    if ((photo && !typedPhoto) || typedAttachments.length !== attachments.length) {
      fail(messages.api.notAnImage);
      return;
    }
    const upload = () =>
      files.length > 0
        ? uploadStayFiles(typedPhoto, typedAttachments)
        : Promise.resolve({ photo: undefined, fichiers: [] });
    await report<SavedStay>((idempotencyKey) => save(upload, idempotencyKey), {
      fallback: messages.backOffice.uploadFailed,
      pending: t.saving,
      onSuccess: (saved) => {
        if (!editing) {
          setFields(emptyFields(createdBy));
          setPhoto(null);
          setAttachments([]);
          setFileKey((k) => k + 1);
        }
        onSaved(saved);
      },
    });
  };

  /** Sends the files, then saves the stay with their keys: its new version (edit) or id (create). */
  const save = async (
    upload: () => Promise<{ photo: string | undefined; fichiers: { key: string; name: string }[] }>,
    idempotencyKey: string,
  ): Promise<SavedStay> => {
    const uploaded = await upload();
    if (stay) {
      const answer = await updateStay.mutateAsync({
        stageId: stay.id,
        body: {
          ...fields,
          version: stay.version,
          ...(uploaded.photo ? { photo: uploaded.photo } : {}),
          ...(uploaded.fichiers.length > 0 || kept.length !== stay.fichiers.length
            ? { fichiers: [...kept.map(({ key, name }) => ({ key, name })), ...uploaded.fichiers] }
            : {}),
        },
      });
      return { version: answer.version, message: answer.message };
    }
    const answer = await createStay.mutateAsync({
      body: { ...fields, photo: uploaded.photo ?? '', fichiers: uploaded.fichiers },
      idempotencyKey,
    });
    return { id: answer.id, message: answer.message };
  };

  const text = (name: 'nom_stage' | 'ville' | 'cree_par') => (
    <TextField
      id={`${id}-${name}`}
      label={t.fields[name]}
      name={name}
      value={fields[name]}
      autoComplete="off"
      maxLength={FIELD_MAX_LENGTH.stayText}
      onChange={(value) => set(name, value)}
    />
  );

  const date = (name: 'date_debut' | 'date_fin') => (
    <TextField
      id={`${id}-${name}`}
      label={t.fields[name]}
      name={name}
      type="date"
      value={fields[name]}
      onChange={(value) => set(name, value)}
    />
  );

  const password = (name: 'mdp_formateur' | 'mdp_stagiaire') => (
    <Field id={`${id}-${name}`} label={t.fields[name]}>
      <div className="admin-inline">
        <input
          id={`${id}-${name}`}
          name={name}
          className="field__input admin-mono"
          value={fields[name]}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => set(name, event.target.value)}
        />
        <button type="button" className="btn btn--secondary" onClick={() => set(name, generatePassword())}>
          {t.fields.generate}
        </button>
      </div>
    </Field>
  );

  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate>
      <div className="admin-grid">
        {text('nom_stage')}
        {text('ville')}
        {date('date_debut')}
        {date('date_fin')}
        {text('cree_par')}
        <label className="admin-check">
          <input
            type="checkbox"
            name="actif"
            checked={fields.actif}
            onChange={(event) => set('actif', event.target.checked)}
          />
          {messages.admin.activate}
        </label>
        {password('mdp_formateur')}
        {password('mdp_stagiaire')}
      </div>
      {stay?.photoUrl && (
        <figure className="admin-photo">
          <img src={stay.photoUrl} alt={t.fields.currentPhoto} />
          <figcaption>{t.fields.currentPhoto}</figcaption>
        </figure>
      )}
      <div className="admin-grid" key={fileKey}>
        <FileField
          id={`${id}-photo`}
          label={t.fields.photo}
          name="photo"
          accept={PHOTO_CONTENT_TYPES.join(',')}
          onFiles={(files) => setPhoto(files[0] ?? null)}
        />
        <FileField
          id={`${id}-fichiers`}
          label={t.fields.fichiers}
          name="fichiers"
          multiple
          accept={ATTACHMENT_CONTENT_TYPES.join(',')}
          onFiles={setAttachments}
        />
      </div>
      {kept.length > 0 && (
        <ul className="admin-list">
          {kept.map((file) => (
            <li key={file.key} className="admin-list__row">
              <a href={file.url}>{file.name}</a>
              <button
                type="button"
                className="btn btn--ghost admin-danger"
                onClick={() => setKept((files) => files.filter((f) => f.key !== file.key))}
              >
                {t.actions.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
      <Notice feedback={feedback} className="admin-notice" />
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {editing ? t.actions.save : t.actions.create}
      </button>
    </form>
  );
}
