/**
 * What a page shows in its body when its data could not be read for a reason other than a refusal
 * (no network, a busy or failing server): it says so and offers to read again, here, with the
 * session kept. A refusal sends the visitor to the sign-in page instead (`isRefusal`).
 */
import { publicMessages } from '#shared/public-messages';
import { failure } from '#web/lib/feedback';
import { Notice } from './notice';
import './load-failed.css';

interface LoadFailedProps {
  readonly onRetry: () => void;
  /** A read is under way: the button waits for it. */
  readonly busy: boolean;
}

export function LoadFailed({ onRetry, busy }: LoadFailedProps) {
  return (
    <div className="card load-failed">
      <Notice feedback={failure(publicMessages.app.errorText)} />
      <button type="button" className="btn btn--primary" onClick={onRetry} disabled={busy}>
        {publicMessages.app.retry}
      </button>
    </div>
  );
}
