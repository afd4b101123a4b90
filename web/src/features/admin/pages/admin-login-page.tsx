/**
 * /connexion-portail: name and password (show/hide) → POST /api/loginAdmin; the
 * admin token is stored and the user goes back to the administrator page that asked, else to
 * /portail. Sent here by a refused session, the page says why, in the server's words.
 */
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { messages } from '#shared/messages';
import { DocumentTitle } from '#web/components/document-title';
import { LockIcon } from '#web/components/icons';
import { Notice } from '#web/components/notice';
import { PasswordField } from '#web/components/password-field';
import { adminReturnPath } from '#web/lib/admin-session';
import { errorText, failure } from '#web/lib/feedback';
import { forgetSignInReason, signInReason } from '#web/lib/sign-in-reason';
import { useLoginAdmin } from '../api/login-admin';
import { Field } from '../components/field';
import './admin.css';

export function AdminLoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Read once, then forgotten: shown on this visit only.
  const [reason] = useState(() => signInReason('admin'));
  useEffect(() => forgetSignInReason(), []);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const login = useLoginAdmin();
  const userId = useId();
  // From the click to the next page: the form stays disabled once the token is stored.
  const busy = login.isPending || login.isSuccess;

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (busy) return;
    login.mutate(
      { username, password },
      { onSuccess: () => navigate(adminReturnPath(searchParams.get('redirect')), { replace: true }) },
    );
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
          <Notice
            feedback={
              login.isError
                ? failure(errorText(login.error, messages.login.failure))
                : reason && !login.isSuccess
                  ? failure(reason)
                  : null
            }
          />
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {messages.backOffice.signIn}
          </button>
        </form>
      </div>
    </section>
  );
}
