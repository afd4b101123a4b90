/**
 * What became of a batch, brought into view when it ends: the photos sent, those the stay already
 * held, those the media worker refused and why, those awaiting validation, the files set aside and
 * what is left to send; then what to do next (send more, see the photos). The trainer was looking at
 * the counter, which may be far down a long list on a phone: the summary is scrolled to and focused,
 * so a screen reader reads it too.
 */
import { useEffect, useId, useRef } from 'react';
import { messages } from '#shared/messages';
import type { ManagedPhoto } from '#shared/schemas';

export interface BatchReport {
  /** The summary's own lines: sent, duplicates, set aside, left to send. */
  readonly lines: readonly string[];
  readonly failed: boolean;
  /** The photos the batch stored, with the name each had on the phone. */
  readonly sent: readonly string[];
  /** When the batch ended: each new one is brought into view. */
  readonly at: number;
}

type PhotoState = Pick<ManagedPhoto, 'id' | 'status' | 'actif' | 'rejection'>;

/** The id of the deposit's photo list, which 'Voir mes photos' leads to. */
export const PHOTOS_ANCHOR = 'mes-photos';

export function BatchSummary({
  report,
  names,
  states,
  onSendMore,
}: {
  readonly report: BatchReport;
  /** The name each sent photo had on the phone, by photo id. */
  readonly names: ReadonlyMap<string, string>;
  /** The latest known state of the batch's photos; a photo not yet listed is being processed. */
  readonly states: ReadonlyMap<string, PhotoState>;
  readonly onSendMore: () => void;
}) {
  const titleId = useId();
  const box = useRef<HTMLElement>(null);

  useEffect(() => {
    if (report.at === 0) return;
    const element = box.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    // The page's scroll behaviour applies: smooth, or at once for those who ask for less motion.
    element.scrollIntoView({ block: 'start' });
  }, [report.at]);

  let pending = 0;
  let processing = 0;
  const refused: { readonly photoId: string; readonly text: string }[] = [];
  for (const photoId of report.sent) {
    const photo = states.get(photoId);
    if (photo?.status === 'refusee')
      refused.push({
        photoId,
        text: messages.trainer.refusedLine(
          names.get(photoId) ?? '',
          photo.rejection ?? messages.trainer.statusRejected,
        ),
      });
    else if (photo?.status === 'prete' && photo.actif === 0) pending += 1;
    else if (photo?.status !== 'prete') processing += 1;
  }

  return (
    <section
      ref={box}
      tabIndex={-1}
      className={`batch-summary${report.failed ? ' batch-summary--failed' : ''}`}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="batch-summary__title">
        {messages.trainer.summaryTitle}
      </h2>
      <ul className="batch-summary__lines">
        {report.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
        {pending > 0 && <li>{messages.trainer.summaryPending(pending)}</li>}
        {processing > 0 && <li>{messages.trainer.summaryProcessing(processing)}</li>}
        {refused.length > 0 && (
          <li>
            {messages.trainer.summaryRefused(refused.length)}
            <ul className="batch-summary__refused">
              {refused.map((line) => (
                <li key={line.photoId}>{line.text}</li>
              ))}
            </ul>
          </li>
        )}
      </ul>
      <div className="batch-summary__actions">
        <button type="button" className="btn btn--primary" onClick={onSendMore}>
          {messages.trainer.sendMore}
        </button>
        <a className="btn btn--secondary" href={`#${PHOTOS_ANCHOR}`}>
          {messages.trainer.seeMyPhotos}
        </a>
      </div>
    </section>
  );
}
