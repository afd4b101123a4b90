/**
 * 'Progression : X sur Y photos téléchargées' while a zip is built; for a zip in several parts, how
 * many are ready, the time the server expects, and a link to each part as soon as it is ready (they
 * stay after the last one, for the family to save each); that the page is waiting on a busy server;
 * or why the zip could not be had.
 */
import { publicMessages } from '#shared/public-messages';
import type { ArchivePartProgress, ArchiveProgress } from '#web/lib/archive/archive-progress';
import { failure, info } from '#web/lib/feedback';
import { Notice } from './notice';
import './archive-progress.css';

const text = publicMessages.archive;

function failureText(progress: Extract<ArchiveProgress, { state: 'failed' }>): string {
  if (progress.deadline) return text.archiveDeadline;
  if (progress.busy) return publicMessages.busy.archiveGaveUp;
  return progress.message ?? text.archiveFailed;
}

function PartList({ parts }: { readonly parts: readonly ArchivePartProgress[] }) {
  const count = parts.length;
  return (
    <ul className="archive-parts">
      {parts.map((part) => (
        <li key={part.number} className="archive-parts__part">
          {part.url ? (
            // Saved under its name by the stored file's Content-Disposition; the page stays.
            <a className="archive-parts__link" href={part.url} download={part.fileName}>
              {text.archivePartDownload(part.number, count)}
            </a>
          ) : (
            <span className="archive-parts__pending">
              {text.archivePartBuilding(part.number, count, part.done, part.total)}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

export function ArchiveProgressLine({
  progress,
  className,
}: {
  readonly progress: ArchiveProgress;
  readonly className?: string;
}) {
  if (progress.state === 'idle') return null;
  const own = className ? { className } : {};
  if (progress.state === 'failed') {
    const parts = progress.parts ?? [];
    return (
      <>
        <Notice feedback={failure(failureText(progress))} {...own} />
        {parts.length > 1 && parts.some((part) => part.url) && <PartList parts={parts} />}
      </>
    );
  }
  if (progress.state === 'ready') {
    const count = progress.parts.length;
    return (
      <div className="archive-progress">
        <Notice feedback={info(text.archivePartsReady(count, count))} {...own} />
        <PartList parts={progress.parts} />
      </div>
    );
  }
  if (progress.busy) return <Notice feedback={info(publicMessages.busy.waiting)} {...own} />;
  const { parts } = progress;
  const lines = [
    publicMessages.archive.downloadProgress(progress.done, progress.total),
    ...(parts.length > 1
      ? [text.archivePartsReady(parts.filter((part) => part.status === 'prete').length, parts.length)]
      : []),
    ...(progress.secondsLeft === null ? [] : [text.archiveTimeLeft(progress.secondsLeft)]),
  ];
  return (
    <div className="archive-progress">
      <Notice feedback={lines.length === 1 ? info(lines[0] ?? '') : { kind: 'info', text: lines }} {...own} />
      {parts.length > 1 && <PartList parts={parts} />}
    </div>
  );
}
