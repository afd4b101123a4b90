/**
 * 'Progression : X sur Y photos téléchargées' while a zip is built, that the page is waiting on a busy
 * server, or why the zip could not be had.
 */
import { messages } from '../../../shared/messages';
import type { ArchiveProgress } from '../lib/archive/use-archive-download';
import { failure, info } from '../lib/feedback';
import { Notice } from './notice';

export function ArchiveProgressLine({
  progress,
  className,
}: {
  readonly progress: ArchiveProgress;
  readonly className?: string;
}) {
  if (progress.state === 'idle') return null;
  const feedback =
    progress.state === 'failed'
      ? failure(progress.busy ? messages.busy.archiveGaveUp : messages.photoAdmin.archiveFailed)
      : info(
          progress.busy
            ? messages.busy.waiting
            : messages.admin.downloadProgress(progress.done, progress.total),
        );
  return <Notice feedback={feedback} {...(className ? { className } : {})} />;
}
