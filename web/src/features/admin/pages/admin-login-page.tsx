/**
 * /connexion-portail: name and password (show/hide) → POST /api/loginAdmin; the
 * admin token is stored and the user goes to /portail.
 */
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { messages } from '../../../../../shared/messages';
import { webRoutes } from '../../../../../shared/web-routes';
import { DocumentTitle } from '../../../components/document-title';
import { LockIcon } from '../../../components/icons';
import { Notice } from '../../../components/notice';
import { PasswordField } from '../../../components/password-field';
import { errorText, failure } from '../../../lib/feedback';
import { useLoginAdmin } from '../api/login-admin';
import { Field } from '../components/field';
import './admin.css';

export function AdminLoginPage() {
  const navigate = useNavigate();
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
      { onSuccess: () => navigate(webRoutes.adminPortal, { replace: true }) },
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
          <Notice feedback={login.isError ? failure(errorText(login.error, messages.login.failure)) : null} />
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {messages.backOffice.signIn}
          </button>
        </form>
      </div>
    </section>
  );
}
