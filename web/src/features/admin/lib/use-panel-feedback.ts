/**
 * A panel's feedback line, and the one way its API calls report into it: on success the answer's
 * message (or the panel's own text), otherwise the server's French message or the panel's failure
 * text. `busy` is true while a call runs, so a panel can disable its buttons; and while one runs, a
 * second `report` (a double click, Enter pressed twice) does nothing. Each action gets a request key
 * that stays the same until it succeeds, so the server creates once even if the same request comes
 * twice (a retry after a lost answer).
 */
import { useRef, useState } from 'react';
import { errorText, type Feedback, failure, success } from '#web/lib/feedback';

interface BaseOptions<T> {
  /** The panel's failure text, shown when the server sent no message of its own. */
  readonly fallback: string;
  /** Shown as information while the call runs (long uploads). */
  readonly pending?: string;
  /** What follows a success, after its message is shown (reload a list, clear the form…). */
  readonly onSuccess?: (answer: T) => void;
  /** What follows a failure, after its message is shown. */
  readonly onFailure?: (error: unknown) => void;
}

/** The success text: the answer's own message unless the panel words it; required when there is none. */
type ReportOptions<T> = BaseOptions<T> &
  (T extends { readonly message: string }
    ? { readonly successText?: (answer: T) => string }
    : { readonly successText: (answer: T) => string });

const messageOf = (answer: unknown): string =>
  typeof answer === 'object' && answer !== null && 'message' in answer && typeof answer.message === 'string'
    ? answer.message
    : '';

export function usePanelFeedback() {
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const requestKey = useRef(crypto.randomUUID());

  const fail = (text: string): void => setFeedback(failure(text));

  /** Runs `action` and shows how it went: its failure ends here, shown, not thrown. */
  const report = async <T>(
    action: (idempotencyKey: string) => Promise<T>,
    options: ReportOptions<T>,
  ): Promise<void> => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    if (options.pending) setFeedback({ kind: 'info', text: options.pending });
    try {
      const answer = await action(requestKey.current);
      // The next action is another request.
      requestKey.current = crypto.randomUUID();
      setFeedback(success(options.successText ? options.successText(answer) : messageOf(answer)));
      options.onSuccess?.(answer);
    } catch (error) {
      setFeedback(failure(errorText(error, options.fallback)));
      options.onFailure?.(error);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return { feedback, setFeedback, fail, busy, report };
}
