/**
 * The stay's deletion log (issue 5): every photo that went, by its date passing or by someone
 * deleting it, with who had approved it. Folded by default and read each time it is opened: the
 * stream handler writes entries a moment after a deletion, so a log loaded with the page would lag.
 */
import { useEffect, useState } from 'react';
import { messages } from '../../../../../shared/messages';
import type { PhotoDeletion } from '../../../../../shared/photo-admin-schemas';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { listPhotoDeletions } from '../api/photo-admin';

type LogState =
  | { readonly kind: 'closed' | 'loading' | 'failed' }
  | { readonly kind: 'ready'; readonly entries: readonly PhotoDeletion[] };

export function DeletionLog({ stageId }: { readonly stageId: string }) {
  const t = messages.photoAdmin.deletionLog;
  const [open, setOpen] = useState(false);
  const [log, setLog] = useState<LogState>({ kind: 'closed' });

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setLog({ kind: 'loading' });
    listPhotoDeletions(stageId, controller.signal).then(
      (entries) => setLog({ kind: 'ready', entries }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(error);
        setLog({ kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, [open, stageId]);

  return (
    <details
      className="deletion-log card"
      onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}
    >
      <summary>{t.title}</summary>
      <div aria-live="polite">
        {log.kind === 'loading' && <p>{t.loading}</p>}
        {log.kind === 'failed' && <p className="notice notice--error">{t.failed}</p>}
        {log.kind === 'ready' && log.entries.length === 0 && <p>{t.empty}</p>}
      </div>
      {log.kind === 'ready' && log.entries.length > 0 && (
        <ul className="deletion-log__entries">
          {log.entries.map((entry) => (
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
                <dt>{t.photo}</dt>
                <dd className="deletion-log__id">{entry.photoId}</dd>
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
