/**
 * Passwords: the mail panel (camp + type → password and how many addresses looked up, defaults
 * filled; the server addresses the whole stay, one mail per address), the download of all
 * passwords, the mail log.
 */
import { type FormEvent, useId, useState } from 'react';
import type { MailLogEntryView } from '#shared/admin-schemas';
import { FIELD_MAX_LENGTH } from '#shared/limits';
import { messages } from '#shared/messages';
import { Notice } from '#web/components/notice';
import { config } from '#web/lib/config';
import { errorText, failure, failureOf } from '#web/lib/feedback';
import { useDownloadPasswords } from '../../api/download-passwords';
import { useMailLog } from '../../api/get-mail-log';
import { useStayPasswords } from '../../api/get-stay-passwords';
import { type PasswordType, useStayRecipients } from '../../api/get-stay-recipients';
import { useSendEmail } from '../../api/send-email';
import { isListLoading } from '../../lib/list-loading';
import { defaultMail } from '../../lib/mail-defaults';
import { usePanelFeedback } from '../../lib/use-panel-feedback';
import { ListLoading, TextAreaField, TextField } from '../field';
import { Pager } from '../pager';
import { StaySelect } from '../stay-select';

const t = messages.backOffice;
const typeLabel = (type: PasswordType) =>
  type === 'formateur' ? t.fields.directorType : t.fields.familyType;

export function SendPasswordsPanel({ initialType = 'stagiaire' }: { readonly initialType?: PasswordType }) {
  const id = useId();
  const [stayId, setStayId] = useState('');
  const [type, setType] = useState<PasswordType>(initialType);
  const [wholeStay, setWholeStay] = useState(true);
  const [to, setTo] = useState('');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const { feedback, fail, busy, report } = usePanelFeedback();
  const sendEmail = useSendEmail();
  const lookedUp = useStayRecipients(stayId, type);
  const answer = stayId ? lookedUp.data : undefined;

  // Each new answer fills the default mail and addresses the whole stay; the administrator's edits
  // stay until another stay or kind is chosen.
  const [filledFrom, setFilledFrom] = useState<typeof answer>();
  if (answer && answer !== filledFrom) {
    setFilledFrom(answer);
    setWholeStay(true);
    if (answer.password) {
      const mail = defaultMail(
        config.organisation.name,
        window.location.origin,
        { id: answer.stageId, nom_stage: answer.nom_stage },
        answer.password,
      );
      setSubject(mail.subject);
      setMessage(mail.message);
    }
  }
  const lookup =
    stayId && lookedUp.isError
      ? failure(messages.admin.passwordLookupFailed)
      : answer && !answer.password
        ? failure(messages.admin.passwordNotFound(type))
        : null;
  // The stay's addresses are read by the server when it queues the mails: the page only counts them.
  const toStay = answer !== undefined && answer.total > 0 && wholeStay;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if ((!toStay && !to.trim()) || !subject.trim() || !message.trim())
      return fail(messages.admin.mailRequired);
    await report(
      (idempotencyKey) =>
        sendEmail.mutateAsync({
          body: {
            to,
            subject,
            message,
            ...(stayId ? { stageId: stayId } : {}),
            ...(toStay ? { stayRecipients: type } : {}),
          },
          idempotencyKey,
        }),
      {
        fallback: t.failures.sendMail,
        successText: (answer) => `${answer.message} · ${t.recipientsCount(answer.queued)}`,
      },
    );
  };

  const typed = to.split(';').filter((part) => part.trim()).length;
  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate>
      <div className="admin-grid">
        <StaySelect value={stayId} onChange={(value) => setStayId(value)} />
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
      {stayId !== '' && isListLoading(lookedUp) && <ListLoading />}
      <Notice feedback={lookup} className="admin-notice" />
      {answer && answer.total > 0 && (
        <div>
          <label className="admin-check">
            <input
              type="checkbox"
              checked={wholeStay}
              onChange={(event) => setWholeStay(event.target.checked)}
            />
            {t.wholeStay[type](answer.total)}
          </label>
          <p className="admin-hint">{t.shownRecipients(answer.shown, answer.total - answer.shown.length)}</p>
          {type === 'stagiaire' && <p className="admin-hint">{t.sharedAddress}</p>}
        </div>
      )}
      <TextAreaField id={`${id}-to`} label={t.fields.to} name="to" rows={3} value={to} onChange={setTo}>
        <span className="admin-hint">{toStay ? t.extraRecipients : t.recipientsCount(typed)}</span>
      </TextAreaField>
      <TextField
        id={`${id}-subject`}
        label={t.fields.subject}
        name="subject"
        value={subject}
        maxLength={FIELD_MAX_LENGTH.mailSubject}
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
      <Notice feedback={feedback} className="admin-notice" />
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {t.actions.send}
      </button>
    </form>
  );
}

export function DownloadPasswordsPanel() {
  const [stayId, setStayId] = useState('');
  const passwords = useStayPasswords(stayId);
  const shown = stayId ? passwords.data : null;
  const download = useDownloadPasswords();
  const feedback =
    (download.isError ? failure(errorText(download.error, messages.admin.passwordLookupFailed)) : null) ??
    (stayId && passwords.isError ? failure(messages.admin.passwordLookupFailed) : null);
  return (
    <div className="admin-form">
      <button type="button" className="btn btn--primary" onClick={() => download.mutate()}>
        {t.actions.download} (mot_de_passe.xlsx)
      </button>
      <StaySelect value={stayId} onChange={setStayId} />
      {stayId !== '' && isListLoading(passwords) && <ListLoading />}
      {shown && (
        <dl className="admin-passwords">
          <dt>{t.fields.mdp_formateur}</dt>
          <dd className="admin-mono">{shown.mdp_formateur}</dd>
          <dt>{t.fields.mdp_stagiaire}</dt>
          <dd className="admin-mono">{shown.mdp_stagiaire}</dd>
        </dl>
      )}
      <Notice feedback={feedback} className="admin-notice" />
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
  const cursor = pages[pages.length - 1] ?? null;
  const log = useMailLog(cursor);
  const entries = log.data?.items ?? [];
  const next = log.data?.next ?? null;
  return (
    <div className="admin-form">
      <p className="admin-hint">{t.hints.mailLog}</p>
      <Notice feedback={failureOf(log.error, messages.api.internalError)} className="admin-notice" />
      {isListLoading(log) ? (
        <ListLoading />
      ) : entries.length === 0 ? (
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
