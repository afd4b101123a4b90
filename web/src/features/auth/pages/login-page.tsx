/**
 * /connexion: a family or a trainer signs in with the stay's password. The stay comes from the
 * return path or the stageId parameter; the token is stored and the user goes back to the page that
 * asked, or to the home of their role. Sent here by a refused session, the page says why, in the
 * server's words ('Session invalide ou expirée…').
 */
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { publicMessages } from '#shared/public-messages';
import { webRoutes } from '#shared/web-routes';
import { DocumentTitle } from '#web/components/document-title';
import { frenchSpacing } from '#web/components/french-spacing';
import { LockIcon } from '#web/components/icons';
import { Notice } from '#web/components/notice';
import { PasswordField } from '#web/components/password-field';
import { formatDate } from '#web/lib/dates';
import { errorText, type Feedback, failure, success } from '#web/lib/feedback';
import { forgetSignInReason, signInReason } from '#web/lib/sign-in-reason';
import { useStayLabel } from '../api/get-team-stays';
import { useLogin } from '../api/login';
import { BackgroundSlider } from '../components/background-slider';
import { TeamStaySelect } from '../components/team-stay-select';
import { destinationAfterLogin, isTeamSignIn, readLoginContext } from '../lib/login-context';
import './login-page.css';

/** Long enough to read the success line, short enough not to wait. */
const REDIRECT_DELAY_MS = 700;

export function LoginPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const context = readLoginContext(searchParams);
  // The team area names no stay: the trainer picks theirs here, switched-off stays included.
  const teamChooses = !context.stageId && isTeamSignIn(context);
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  // Read once, then forgotten (below): shown on this visit only.
  const [reason] = useState(() => signInReason('stay'));
  const [feedback, setFeedback] = useState<Feedback>(() => {
    const lines = [
      ...(reason ? [reason] : []),
      ...(context.stageId || teamChooses ? [] : [publicMessages.login.missingStayId]),
    ];
    const [first] = lines;
    if (first === undefined) return null;
    return failure(lines.length === 1 ? first : lines);
  });
  useEffect(() => forgetSignInReason(), []);
  const signIn = useLogin();
  const chooseTeamStay = (stayId: string): void => {
    const next = new URLSearchParams(searchParams);
    next.set('stageId', stayId);
    setSearchParams(next, { replace: true });
    setFeedback(null);
  };
  const feedbackId = useId();
  const redirectTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const stay = useStayLabel(context.stageId);

  const onSubmit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (submitting) return;
    if (!context.stageId) {
      setFeedback(failure(publicMessages.login.missingStayId));
      return;
    }
    setSubmitting(true);
    setFeedback(null);
    try {
      const answer = await signIn.mutateAsync({ password, stageId: context.stageId });
      setFeedback(success(publicMessages.login.success));
      const destination = destinationAfterLogin(context, answer);
      redirectTimer.current = window.setTimeout(
        () => navigate(destination, { replace: true }),
        REDIRECT_DELAY_MS,
      );
    } catch (error) {
      setFeedback(failure(errorText(error, publicMessages.login.failure)));
      setSubmitting(false);
    }
  };

  return (
    <section className="login">
      <DocumentTitle title={publicMessages.login.title} />
      <BackgroundSlider />
      <div className="container login__inner">
        <div className="card login__card">
          <span className="login__badge" aria-hidden="true">
            <LockIcon />
          </span>
          <h1 className="login__title">{publicMessages.login.title}</h1>
          {stay && (
            <p className="login__stay">
              <strong>{stay.nom_stage}</strong>
              <span>
                {publicMessages.login.stayDates(formatDate(stay.date_debut), formatDate(stay.date_fin))}
              </span>
            </p>
          )}
          <p className="login__intro">{publicMessages.login.intro}</p>

          <form className="login__form" onSubmit={onSubmit}>
            {teamChooses && <TeamStaySelect onChoose={chooseTeamStay} />}
            <PasswordField
              label={publicMessages.login.password}
              value={password}
              onChange={setPassword}
              disabled={submitting}
              autoFocus={Boolean(context.stageId)}
              describedBy={feedback ? feedbackId : undefined}
            />
            <Notice feedback={feedback} className="login__feedback" id={feedbackId} />
            {!context.stageId && !teamChooses && (
              <Link to={webRoutes.stages} className="login__choose">
                {publicMessages.login.chooseStay}
              </Link>
            )}
            <button type="submit" className="btn btn--primary login__submit" disabled={submitting}>
              {publicMessages.login.submit}
            </button>
          </form>

          <p className="login__policy">
            {frenchSpacing(publicMessages.login.policyLead)}{' '}
            <Link to={webRoutes.photoPolicy}>{publicMessages.login.photoPolicy}</Link>
          </p>
        </div>
      </div>
    </section>
  );
}
