import type { Feedback } from '../lib/feedback';

/** A panel's feedback line: errors are announced at once, successes politely. */
export function Notice({ feedback }: { readonly feedback: Feedback }) {
  if (!feedback) return null;
  return (
    <p
      className={`notice notice--${feedback.kind} admin-notice`}
      role={feedback.kind === 'error' ? 'alert' : 'status'}
    >
      {feedback.text}
    </p>
  );
}
