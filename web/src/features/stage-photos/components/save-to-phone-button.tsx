/**
 * The gallery's "Enregistrer sur mon téléphone": shown only where the browser can share files (a
 * phone's share sheet saves them to its photo library); elsewhere nothing is rendered and the
 * download buttons and their zip remain the way to get the photos.
 */
import { useState } from 'react';
import { messages } from '../../../../../shared/messages';
import { DownloadIcon } from '../../../components/icons';
import { Notice } from '../../../components/notice';
import { canShareFiles } from '../../../lib/share-files';
import type { SharePhoto } from '../lib/share-batches';
import { useSaveToPhone } from '../lib/use-save-to-phone';
import './save-to-phone-button.css';

interface SaveToPhoneButtonProps {
  readonly photos: readonly SharePhoto[];
  /** Selected photo ids, in the order they were selected; none saves all the photos, batch by batch. */
  readonly selected: readonly string[];
}

export function SaveToPhoneButton(props: SaveToPhoneButtonProps) {
  // Asked once: the capability of a browser does not change while the page is open.
  const [supported] = useState(canShareFiles);
  return supported ? <SaveToPhone {...props} /> : null;
}

function SaveToPhone({ photos, selected }: SaveToPhoneButtonProps) {
  const { batch, busy, readyCount, feedback, save } = useSaveToPhone(photos, selected);
  const text = messages.saveToPhone;
  const hintId = 'save-to-phone-batch';
  return (
    <div className="save-to-phone">
      <button
        type="button"
        className="btn btn--primary save-to-phone__button"
        onClick={save}
        disabled={busy || batch === null}
        aria-describedby={batch ? hintId : undefined}
      >
        <DownloadIcon />
        {readyCount !== null ? text.shareNow(readyCount) : text.button}
      </button>
      {batch && (
        <span id={hintId} className="save-to-phone__batch">
          {text.batch(batch.from, batch.to, batch.total)}
        </span>
      )}
      <Notice feedback={feedback} className="save-to-phone__status" />
    </div>
  );
}
