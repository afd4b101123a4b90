/**
 * /connexion-portail (spec 001 §2.9): name and password (show/hide) → POST /api/loginAdmin; the
 * admin token is stored and the user goes to /portail.
 */
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiRoutes } from '../../../../../shared/api-routes';
import { messages } from '../../../../../shared/messages';
import { webRoutes } from '../../../../../shared/web-routes';
import { DocumentTitle } from '../../../components/document-title';
import { LockIcon } from '../../../components/icons';
import { PasswordField } from '../../../components/password-field';
import { apiFetch } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { Field } from '../components/field';
import { errorText, type Feedback } from '../lib/feedback';
import './admin.css';

export function AdminLoginPage() {
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const userId = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFeedback(null);
    try {
      const answer = await apiFetch(apiRoutes.loginAdmin, { body: { username, password }, auth: 'none' });
      session.setAdminToken(answer.tokenAdmin);
      navigate(webRoutes.adminPortal, { replace: true });
    } catch (error) {
      setFeedback({ kind: 'error', text: errorText(error, messages.login.failure) });
      setBusy(false);
    }
  };

  return (
    <section className="admin-login">
      <DocumentTitle title={messages.login.adminTitle} />
      <div className="card admin-login__card">
        <span className="admin-login__badge" aria-hidden="true">
          <LockIcon />
        </span>
        <h1 className="admin-login__title">{messages.login.adminTitle}</h1>
        <form className="admin-form" onSubmit={onSubmit}>
          <Field id={userId} label={messages.login.username}>
            <input
              id={userId}
              className="field__input"
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              autoComplete="username"
              autoCapitalize="off"
              required
              disabled={busy}
            />
          </Field>
          <PasswordField
            label={messages.login.password}
            value={password}
            onChange={setPassword}
            disabled={busy}
          />
          {feedback && (
            <p className="notice notice--error" role="alert">
              {feedback.text}
            </p>
          )}
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {messages.backOffice.signIn}
          </button>
        </form>
      </div>
    </section>
  );
}
