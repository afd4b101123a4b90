/**
 * 'Questions/Réponses': ask a question, reply under each one; name and content are both required.
 * Everything is shown as text (React escapes it), line breaks kept.
 */
import { type FormEvent, useId, useRef, useState } from 'react';
import type { Commentaire } from '#shared/collab-schemas';
import { messages } from '#shared/messages';
import { Notice } from '#web/components/notice';
import { formatDateTime } from '#web/lib/dates';
import { errorText, failure } from '#web/lib/feedback';

function MessageForm({
  contentLabel,
  submitLabel,
  send,
  rows = 3,
}: {
  readonly contentLabel: string;
  readonly submitLabel: string;
  /** `requestKey`: the same until the message is posted, so a retry never posts it twice. */
  readonly send: (nom: string, contenu: string, requestKey: string) => Promise<void>;
  readonly rows?: number;
}) {
  const id = useId();
  const [nom, setNom] = useState('');
  const [contenu, setContenu] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One message per click: a second submit while the first is sent does nothing.
  const sending = useRef(false);
  // A retry after a lost answer sends the same key: the server answers with the message it posted.
  const requestKey = useRef(crypto.randomUUID());

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (sending.current) return;
    if (!nom.trim()) return setError(messages.collab.nameRequired);
    if (!contenu.trim()) return setError(messages.collab.contentRequired);
    sending.current = true;
    setBusy(true);
    setError(null);
    try {
      await send(nom.trim(), contenu.trim(), requestKey.current);
      requestKey.current = crypto.randomUUID();
      setContenu('');
    } catch (problem) {
      setError(errorText(problem, messages.api.internalError));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <form className="message-form" onSubmit={submit}>
      <fieldset disabled={busy}>
        <label htmlFor={`${id}-nom`}>{messages.collab.yourName}</label>
        <input
          id={`${id}-nom`}
          value={nom}
          onChange={(e) => setNom(e.target.value)}
          required
          maxLength={100}
        />
        <label htmlFor={`${id}-contenu`}>{contentLabel}</label>
        <textarea
          id={`${id}-contenu`}
          value={contenu}
          onChange={(e) => setContenu(e.target.value)}
          required
          maxLength={5000}
          rows={rows}
        />
        <button type="submit" className="btn btn--primary">
          {submitLabel}
        </button>
      </fieldset>
      <Notice feedback={error ? failure(error) : null} />
    </form>
  );
}

export function QuestionBoard({
  comments,
  ask,
  reply,
}: {
  readonly comments: readonly Commentaire[];
  readonly ask: (nom: string, contenu: string, requestKey: string) => Promise<void>;
  readonly reply: (commentaireId: string, nom: string, contenu: string, requestKey: string) => Promise<void>;
}) {
  return (
    <section className="card collab-panel question-board" aria-labelledby="qa-title">
      <h2 id="qa-title">{messages.collab.qaTitle}</h2>
      <MessageForm contentLabel={messages.collab.question} submitLabel={messages.collab.ask} send={ask} />
      {comments.length === 0 ? <p className="collab-muted">{messages.collab.noQuestions}</p> : null}
      <ol className="question-list">
        {comments.map((comment) => (
          <li key={comment.id} className="question" data-question-id={comment.id}>
            <p className="question__meta">
              <strong>{comment.nom}</strong> ·{' '}
              <time dateTime={comment.date}>{formatDateTime(comment.date)}</time>
            </p>
            <p className="question__text">{comment.contenu}</p>
            <p className="question__count">{messages.collab.repliesCount(comment.reponses.length)}</p>
            <ul className="reply-list">
              {comment.reponses.map((answer) => (
                <li key={answer.id} className="reply">
                  <p className="question__meta">
                    <strong>{answer.nom}</strong> ·{' '}
                    <time dateTime={answer.date}>{formatDateTime(answer.date)}</time>
                  </p>
                  <p className="question__text">{answer.contenu}</p>
                </li>
              ))}
            </ul>
            <MessageForm
              contentLabel={messages.collab.reply}
              submitLabel={messages.collab.sendReply}
              rows={2}
              send={(nom, contenu, requestKey) => reply(comment.id, nom, contenu, requestKey)}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}
