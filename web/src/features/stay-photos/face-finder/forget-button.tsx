/**
 * "Oublier": after a confirmation that says what goes, deletes everything the device keeps for this
 * stay (the chosen faces, the faces' templates, the previews), then says it is done.
 */
import { useState } from 'react';
import { faceFinderMessages } from '#shared/face-finder-messages';
import { useConfirm } from '#web/components/confirm-dialog';

const t = faceFinderMessages.forget;

interface ForgetButtonProps {
  readonly forget: () => Promise<void>;
  readonly onForgotten: () => void;
  readonly onFailed: () => void;
}

export function ForgetButton({ forget, onForgotten, onFailed }: ForgetButtonProps) {
  const { confirm, dialog } = useConfirm();
  const [busy, setBusy] = useState(false);
  const ask = async (): Promise<void> => {
    if (!(await confirm({ title: t.confirmTitle, text: t.confirmText, confirmLabel: t.confirm }))) return;
    setBusy(true);
    try {
      await forget();
      onForgotten();
    } catch (error) {
      console.error(error);
      onFailed();
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className="btn btn--secondary face-finder__forget"
        disabled={busy}
        onClick={() => void ask()}
      >
        {t.button}
      </button>
      {dialog}
    </>
  );
}
