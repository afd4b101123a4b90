/**
 * 'Progression : X sur Y photos téléchargées' while a zip is built, that the page is waiting on a busy
 * server, or why the zip could not be had.
 */
import { messages } from '../../../../../shared/messages';
import type { ArchiveProgress } from '../../../lib/archive-download';

export function ArchiveProgressLine({ progress }: { readonly progress: ArchiveProgress }) {
  if (progress.state === 'idle') return null;
  if (progress.state === 'failed') {
    return (
      <p className="notice notice--error stage-photos__status" role="alert">
        {progress.busy ? messages.busy.archiveGaveUp : messages.photoAdmin.archiveFailed}
      </p>
    );
  }
  return (
    <p className="notice notice--info stage-photos__status" role="status">
      {progress.busy ? messages.busy.waiting : messages.admin.downloadProgress(progress.done, progress.total)}
    </p>
  );
}
