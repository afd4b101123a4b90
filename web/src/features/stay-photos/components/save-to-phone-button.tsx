/**
 * The gallery's "Enregistrer sur mon téléphone": shown only where the browser can share files (a
 * phone's share sheet saves them to its photo library); elsewhere nothing is rendered and the
 * download buttons and their zip remain the way to get the photos.
 */
import { useState } from 'react';
import { publicMessages } from '#shared/public-messages';
import { DownloadIcon } from '#web/components/icons';
import { Notice } from '#web/components/notice';
import { canShareFiles } from '#web/lib/share-files';
import { type PhotosToShare, useSaveToPhone } from '../lib/use-save-to-phone';
import './save-to-phone-button.css';

type SaveToPhoneButtonProps = PhotosToShare;

export function SaveToPhoneButton(props: SaveToPhoneButtonProps) {
  // Asked once: the capability of a browser does not change while the page is open.
  const [supported] = useState(canShareFiles);
  return supported ? <SaveToPhone {...props} /> : null;
}

function SaveToPhone(props: SaveToPhoneButtonProps) {
  const { batch, totalKnown, busy, readyCount, feedback, save } = useSaveToPhone(props);
  const text = publicMessages.saveToPhone;
  const hintId = 'save-to-phone-batch';
  // Which photos the tap saves is worth saying only when it is not all of them at once.
  const hinted = batch !== null && (!totalKnown || batch.from > 1 || batch.to < batch.total);
  return (
    <div className="save-to-phone">
      <button
        type="button"
        className="btn btn--primary save-to-phone__button"
        onClick={save}
        disabled={busy || batch === null}
        aria-describedby={hinted ? hintId : undefined}
      >
        <DownloadIcon />
        {readyCount !== null ? text.shareNow(readyCount) : text.button}
      </button>
      {hinted && (
        <span id={hintId} className="save-to-phone__batch">
          {totalKnown ? text.batch(batch.from, batch.to, batch.total) : text.batchStart(batch.from, batch.to)}
        </span>
      )}
      <Notice feedback={feedback} className="save-to-phone__status" />
    </div>
  );
}
