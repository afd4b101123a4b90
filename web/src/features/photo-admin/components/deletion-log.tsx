/**
 * The stay's deletion log: every photo that went, by its date passing or by someone deleting it,
 * with who had approved it. Folded by default and read each time it is opened: the stream handler
 * writes entries a moment after a deletion, so a log loaded with the page would lag.
 */
import { useState } from 'react';
import { messages } from '#shared/messages';
import type { PhotoDeletion } from '#shared/photo-admin-schemas';
import { Notice } from '#web/components/notice';
import { isApiError } from '#web/lib/api-client';
import { formatDate, formatDateTime } from '#web/lib/dates';
import { failure } from '#web/lib/feedback';
import { formatMegabytes } from '#web/lib/megabytes';
import { useDownloadDeletionAttestation } from '../api/download-deletion-attestation';
import { usePhotoDeletions } from '../api/get-photo-deletions';

/** Who deleted the photo: no one when its date passed; unknown ("—") in entries from before. */
const deletedBy = (entry: PhotoDeletion): string =>
  entry.reason === 'ttl' ? messages.photoAdmin.deletionLog.automatic : (entry.deleted_by ?? '—');

/** The stay's attestation of its deletions, in xlsx: the proof to show a family or a regulator. */
function AttestationButton({ stageId: stayId }: { readonly stageId: string }) {
  const t = messages.photoAdmin.deletionLog;
  const attestation = useDownloadDeletionAttestation(stayId);
  const refusal = attestation.error;
  return (
    <div className="deletion-log__attestation">
      <button
        type="button"
        className="btn btn-secondary"
        disabled={attestation.isPending}
        onClick={() => attestation.mutate()}
      >
        {t.attestation}
      </button>
      {refusal && (
        <Notice
          feedback={failure(
            isApiError(refusal) && refusal.status === 404 ? t.attestationNone : t.attestationFailed,
          )}
        />
      )}
    </div>
  );
}

export function DeletionLog({ stageId: stayId }: { readonly stageId: string }) {
  const t = messages.photoAdmin.deletionLog;
  const [open, setOpen] = useState(false);
  const log = usePhotoDeletions(stayId, open);
  // While it is read again, the log shows that it is loading rather than what it said before.
  const entries = open && !log.isFetching && log.isSuccess ? log.data : null;

  return (
    <details
      className="deletion-log card"
      onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}
    >
      <summary>{t.title}</summary>
      <AttestationButton stageId={stayId} />
      <div aria-live="polite">
        {open && log.isFetching && <p>{t.loading}</p>}
        {open && !log.isFetching && log.isError && <Notice feedback={failure(t.failed)} />}
        {entries?.length === 0 && <p>{t.empty}</p>}
      </div>
      {entries && entries.length > 0 && (
        <ul className="deletion-log__entries">
          {entries.map((entry) => (
            <li key={`${entry.photoId}-${entry.deleted_at}`} className="deletion-log__entry">
              <dl>
                <dt>{t.deletedAt}</dt>
                <dd>
                  <time dateTime={entry.deleted_at}>{formatDateTime(entry.deleted_at)}</time>
                </dd>
                <dt>{t.reason}</dt>
                <dd>
                  {t.reasons[entry.reason]}
                  {/* A manual deletion removes the files before the record: the handler finds none. */}
                  {entry.objects > 0 && ` (${t.files(entry.objects)})`}
                </dd>
                <dt>{t.deletedBy}</dt>
                <dd>{deletedBy(entry)}</dd>
                <dt>{t.photo}</dt>
                <dd>
                  {/* Named as the trainer's phone named it; the id stays, for older entries and support. */}
                  {entry.original_name && <span className="deletion-log__name">{entry.original_name} </span>}
                  <span className="deletion-log__id">{entry.photoId}</span>
                </dd>
                {entry.taken_at && (
                  <>
                    <dt>{t.takenAt}</dt>
                    <dd>
                      <time dateTime={entry.taken_at}>{formatDateTime(entry.taken_at)}</time>
                    </dd>
                  </>
                )}
                {typeof entry.bytes === 'number' && (
                  <>
                    <dt>{t.size}</dt>
                    <dd>{formatMegabytes(entry.bytes)}</dd>
                  </>
                )}
                <dt>{t.plannedDate}</dt>
                <dd>{entry.duree_diffusion ? formatDate(entry.duree_diffusion) : '—'}</dd>
                <dt>{t.approver}</dt>
                <dd>{entry.active_par ?? '—'}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
