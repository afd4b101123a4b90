/**
 * The confirmation every destructive action asks for: a modal <dialog> (focus kept inside, Escape
 * cancels, announced with its title and text) that says what will be lost. `useConfirm()` gives a
 * promise-returning `confirm()` and the element to render; the answer is given once, so one click on
 * 'Supprimer' runs the action once.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { publicMessages } from '#shared/public-messages';
import { frenchSpacing } from './french-spacing';
import './confirm-dialog.css';

export interface ConfirmRequest {
  /** What will be lost, in full: what, how many, and that it cannot be undone. */
  readonly text: string;
  readonly confirmLabel: string;
  readonly title?: string;
}

interface OpenRequest extends ConfirmRequest {
  readonly answer: (confirmed: boolean) => void;
}

function ConfirmDialog({ request }: { readonly request: OpenRequest }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        request.answer(false);
      }}
    >
      <h2 id={titleId} className="confirm-dialog__title">
        {request.title ?? publicMessages.confirm.title}
      </h2>
      <p id={textId} className="confirm-dialog__text">
        {frenchSpacing(request.text)}
      </p>
      <div className="confirm-dialog__actions">
        {/* The safe answer has the focus: Enter on a dialog opened by mistake loses nothing. */}
        {/* biome-ignore lint/a11y/noAutofocus: a modal dialog must put the focus inside itself */}
        <button type="button" className="btn btn--secondary" autoFocus onClick={() => request.answer(false)}>
          {publicMessages.confirm.cancel}
        </button>
        <button
          type="button"
          className="btn btn--primary confirm-dialog__danger"
          onClick={() => request.answer(true)}
        >
          {request.confirmLabel}
        </button>
      </div>
    </dialog>
  );
}

export const useConfirm = () => {
  const [request, setRequest] = useState<OpenRequest | null>(null);
  // A question already open: a second one (a double click) is answered 'no' at once.
  const asking = useRef(false);
  const confirm = useCallback(
    (asked: ConfirmRequest): Promise<boolean> =>
      new Promise<boolean>((resolve) => {
        if (asking.current) return resolve(false);
        asking.current = true;
        let answered = false;
        setRequest({
          ...asked,
          answer: (confirmed) => {
            if (answered) return;
            answered = true;
            asking.current = false;
            setRequest(null);
            resolve(confirmed);
          },
        });
      }),
    [],
  );
  const dialog = request ? <ConfirmDialog request={request} /> : null;
  return { confirm, dialog };
};
