/**
 * The one way a page shows what happened: errors in a role="alert" region (announced at once),
 * successes and news in a role="status" one (announced politely). Nothing is rendered without
 * feedback.
 */
import type { Feedback } from '#web/lib/feedback';
import { frenchSpacing } from './french-spacing';

interface NoticeProps {
  readonly feedback: Feedback;
  /** The page's own spacing (`admin-notice`, `login__feedback`…). */
  readonly className?: string;
  /** For the field the notice describes (`aria-describedby`). */
  readonly id?: string;
}

export function Notice({ feedback, className, id }: NoticeProps) {
  if (!feedback) return null;
  const classes = `notice notice--${feedback.kind}${className ? ` ${className}` : ''}`;
  const role = feedback.kind === 'error' ? 'alert' : 'status';
  if (typeof feedback.text === 'string')
    return (
      <p id={id} className={classes} role={role}>
        {frenchSpacing(feedback.text)}
      </p>
    );
  return (
    <div id={id} className={classes} role={role}>
      <div>
        {feedback.text.map((line) => (
          <p key={line}>{frenchSpacing(line)}</p>
        ))}
      </div>
    </div>
  );
}
