/**
 * /connexion (spec 001 §2.8, §4, §8): a family or a trainer signs in with the stay's password. The
 * stay comes from the return path or the stageId parameter; the token is stored and the user goes
 * back to the page that asked, or to the home of their role.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { messages } from '../../../../../shared/messages';
import { webRoutes } from '../../../../../shared/web-routes';
import { DocumentTitle } from '../../../components/document-title';
import { LockIcon } from '../../../components/icons';
import { PasswordField } from '../../../components/password-field';
import { isApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { session } from '../../../lib/session';
import { getStayLabel, type StayLabel } from '../api/get-stay-label';
import { login } from '../api/login';
import { BackgroundSlider } from '../components/background-slider';
import { TeamStaySelect } from '../components/team-stay-select';
import { destinationAfterLogin, isTeamSignIn, readLoginContext } from '../lib/login-context';
import './login-page.css';

type Feedback = { readonly kind: 'error' | 'success'; readonly text: string } | null;

/** Long enough to read the success line, short enough not to wait. */
const REDIRECT_DELAY_MS = 700;

const errorText = (error: unknown): string => {
  if (isApiError(error) && error.kind === 'network') return messages.login.network;
  if (isApiError(error) && error.serverMessage) return error.serverMessage;
  return messages.login.failure;
};

export function LoginPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const context = readLoginContext(searchParams);
  // The team area names no stay: the trainer picks theirs here, switched-off stays included.
  const teamChooses = !context.stageId && isTeamSignIn(context);
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(
    context.stageId || teamChooses ? null : { kind: 'error', text: messages.login.missingStageId },
  );
  const chooseTeamStay = (stageId: string): void => {
    const next = new URLSearchParams(searchParams);
    next.set('stageId', stageId);
    setSearchParams(next, { replace: true });
    setFeedback(null);
  };
  const feedbackId = useId();
  const redirectTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const [stay, setStay] = useState<StayLabel | null>(null);
  useEffect(() => {
    if (!context.stageId) return;
    const controller = new AbortController();
    void getStayLabel(context.stageId, controller.signal).then((label) => {
      if (!controller.signal.aborted) setStay(label);
    });
    return () => controller.abort();
  }, [context.stageId]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (submitting) return;
    if (!context.stageId) {
      setFeedback({ kind: 'error', text: messages.login.missingStageId });
      return;
    }
    setSubmitting(true);
    setFeedback(null);
    try {
      const answer = await login({ password, stageId: context.stageId });
      session.setToken(answer.token);
      setFeedback({ kind: 'success', text: messages.login.success });
      const destination = destinationAfterLogin(context, answer);
      redirectTimer.current = window.setTimeout(
        () => navigate(destination, { replace: true }),
        REDIRECT_DELAY_MS,
      );
    } catch (error) {
      setFeedback({ kind: 'error', text: errorText(error) });
      setSubmitting(false);
    }
  };

  return (
    <section className="login">
      <DocumentTitle title={messages.login.title} />
      <BackgroundSlider />
      <div className="container login__inner">
        <div className="card login__card">
          <span className="login__badge" aria-hidden="true">
            <LockIcon />
          </span>
          <h1 className="login__title">{messages.login.title}</h1>
          {stay && (
            <p className="login__stay">
              <strong>{stay.nom_stage}</strong>
              <span>{messages.login.stayDates(formatDate(stay.date_debut), formatDate(stay.date_fin))}</span>
            </p>
          )}
          <p className="login__intro">{messages.login.intro}</p>

          <form className="login__form" onSubmit={onSubmit}>
            {teamChooses && <TeamStaySelect onChoose={chooseTeamStay} />}
            <PasswordField
              label={messages.login.password}
              value={password}
              onChange={setPassword}
              disabled={submitting}
              autoFocus={Boolean(context.stageId)}
              describedBy={feedback ? feedbackId : undefined}
            />
            {feedback && (
              <p
                id={feedbackId}
                className={`notice notice--${feedback.kind} login__feedback`}
                role={feedback.kind === 'error' ? 'alert' : 'status'}
              >
                {feedback.text}
              </p>
            )}
            {!context.stageId && !teamChooses && (
              <Link to={webRoutes.stages} className="login__choose">
                {messages.login.chooseStay}
              </Link>
            )}
            <button type="submit" className="btn btn--primary login__submit" disabled={submitting}>
              {messages.login.submit}
            </button>
          </form>

          <p className="login__policy">
            {messages.login.policyLead} <Link to={webRoutes.photoPolicy}>{messages.login.photoPolicy}</Link>
          </p>
        </div>
      </div>
    </section>
  );
}
