/**
 * Passwords (spec 001 §2.4): the mail panel (camp + type → password and addresses looked up,
 * defaults filled, one mail per address queued), the download of all passwords, the mail log.
 */
import { type FormEvent, useEffect, useId, useState } from 'react';
import type { MailLogEntryView } from '../../../../../../shared/admin-schemas';
import { messages } from '../../../../../../shared/messages';
import { config } from '../../../../lib/config';
import { adminFetch, saveBase64 } from '../../api/admin-api';
import { errorText, type Feedback, failure } from '../../lib/feedback';
import { defaultMail } from '../../lib/mail-defaults';
import { usePanelFeedback } from '../../lib/use-panel-feedback';
import { TextAreaField, TextField } from '../field';
import { Notice } from '../notice';
import { Pager } from '../pager';
import { StageSelect } from '../stage-select';

const t = messages.backOffice;
type PasswordType = 'formateur' | 'stagiaire';
const typeLabel = (type: PasswordType) =>
  type === 'formateur' ? t.fields.directorType : t.fields.familyType;

export function SendPasswordsPanel({ initialType = 'stagiaire' }: { readonly initialType?: PasswordType }) {
  const id = useId();
  const [stageId, setStageId] = useState('');
  const [type, setType] = useState<PasswordType>(initialType);
  const [to, setTo] = useState('');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [lookup, setLookup] = useState<string | null>(null);
  const { feedback, fail, busy, report } = usePanelFeedback();

  useEffect(() => {
    if (!stageId) return;
    const controller = new AbortController();
    setLookup(null);
    adminFetch('stageRecipients', { params: { stageId, type }, signal: controller.signal })
      .then((answer) => {
        if (!answer.password) {
          setLookup(messages.admin.passwordNotFound(type));
          return;
        }
        const mail = defaultMail(
          config.organisation.name,
          window.location.origin,
          { id: answer.stageId, nom_stage: answer.nom_stage },
          answer.password,
        );
        setTo(answer.recipients.join('; '));
        setSubject(mail.subject);
        setMessage(mail.message);
      })
      .catch(() => {
        if (!controller.signal.aborted) setLookup(messages.admin.passwordLookupFailed);
      });
    return () => controller.abort();
  }, [stageId, type]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!to.trim() || !subject.trim() || !message.trim()) return fail(messages.admin.mailRequired);
    await report(
      (idempotencyKey) =>
        adminFetch('sendEmail', {
          body: { to, subject, message, ...(stageId ? { stageId } : {}) },
          idempotencyKey,
        }),
      {
        fallback: t.failures.sendMail,
        successText: (answer) => `${answer.message} · ${t.recipientsCount(answer.queued)}`,
      },
    );
  };

  const recipients = to.split(';').filter((part) => part.trim()).length;
  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate>
      <div className="admin-grid">
        <StageSelect value={stageId} onChange={(value) => setStageId(value)} />
        <fieldset className="admin-radios">
          <legend className="field__label">{t.fields.passwordType}</legend>
          {(['formateur', 'stagiaire'] as const).map((value) => (
            <label key={value} className="admin-check">
              <input
                type="radio"
                name={`${id}-type`}
                value={value}
                checked={type === value}
                onChange={() => setType(value)}
              />
              {`${value} (${typeLabel(value)})`}
            </label>
          ))}
        </fieldset>
      </div>
      {lookup && <p className="notice notice--error admin-notice">{lookup}</p>}
      <TextAreaField id={`${id}-to`} label={t.fields.to} name="to" rows={3} value={to} onChange={setTo}>
        <span className="admin-hint">{t.recipientsCount(recipients)}</span>
      </TextAreaField>
      <TextField
        id={`${id}-subject`}
        label={t.fields.subject}
        name="subject"
        value={subject}
        onChange={setSubject}
      />
      <TextAreaField
        id={`${id}-message`}
        label={t.fields.message}
        name="message"
        rows={8}
        value={message}
        onChange={setMessage}
      />
      <Notice feedback={feedback} />
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {t.actions.send}
      </button>
    </form>
  );
}

export function DownloadPasswordsPanel() {
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [stageId, setStageId] = useState('');
  const [passwords, setPasswords] = useState<{ mdp_formateur: string; mdp_stagiaire: string } | null>(null);
  const download = async () => {
    try {
      saveBase64(await adminFetch('downloadPasswords'));
    } catch (error) {
      setFeedback(failure(errorText(error, messages.admin.passwordLookupFailed)));
    }
  };
  useEffect(() => {
    setPasswords(null);
    if (!stageId) return;
    adminFetch('stagePasswords', { params: { stageId } })
      .then((answer) => setPasswords(answer[0] ?? null))
      .catch(() => setFeedback(failure(messages.admin.passwordLookupFailed)));
  }, [stageId]);
  return (
    <div className="admin-form">
      <button type="button" className="btn btn--primary" onClick={download}>
        {t.actions.download} (mot_de_passe.xlsx)
      </button>
      <StageSelect value={stageId} onChange={setStageId} />
      {passwords && (
        <dl className="admin-passwords">
          <dt>{t.fields.mdp_formateur}</dt>
          <dd className="admin-mono">{passwords.mdp_formateur}</dd>
          <dt>{t.fields.mdp_stagiaire}</dt>
          <dd className="admin-mono">{passwords.mdp_stagiaire}</dd>
        </dl>
      )}
      <Notice feedback={feedback} />
    </div>
  );
}

const STATUS: Record<MailLogEntryView['status'], string> = {
  en_file: t.mailStatus.queued,
  envoye: t.mailStatus.sent,
  echec: t.mailStatus.failed,
};

export function MailLogPanel() {
  const [pages, setPages] = useState<(string | null)[]>([null]);
  const [entries, setEntries] = useState<MailLogEntryView[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const cursor = pages[pages.length - 1] ?? null;
  useEffect(() => {
    const controller = new AbortController();
    adminFetch('listMailLog', {
      query: { limit: '25', ...(cursor ? { cursor } : {}) },
      signal: controller.signal,
    })
      .then((answer) => {
        setEntries(answer.items);
        setNext(answer.next);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [cursor]);
  return (
    <div className="admin-form">
      <p className="admin-hint">{t.hints.mailLog}</p>
      {entries.length === 0 ? (
        <p>{t.noMail}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th>{t.logColumns.date}</th>
                <th>{t.logColumns.to}</th>
                <th>{t.fields.subject}</th>
                <th>{t.logColumns.status}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className={entry.status === 'echec' ? 'is-failed' : undefined}>
                  <td>{new Date(entry.queued_at).toLocaleString('fr-FR')}</td>
                  <td>{entry.to.join(', ')}</td>
                  <td>{entry.subject}</td>
                  <td>{entry.error ? `${STATUS[entry.status]} : ${entry.error}` : STATUS[entry.status]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        hasPrevious={pages.length > 1}
        hasNext={Boolean(next)}
        onPrevious={() => setPages((p) => p.slice(0, -1))}
        onNext={() => next && setPages((p) => [...p, next])}
      />
    </div>
  );
}
