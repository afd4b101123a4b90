/**
 * /stage-details/{stageId}: the visible photos of a stay for its family. The loader fetches the stay
 * and its photos with the stored token; any refusal sends the visitor to the sign-in page, which
 * brings them back here.
 */
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { type LoaderFunctionArgs, redirect, useLocation, useNavigate, useParams } from 'react-router-dom';
import { messages } from '../../../../../shared/messages';
import { loginWithRedirect } from '../../../../../shared/web-routes';
import { ArchiveProgressLine } from '../../../components/archive-progress';
import { DocumentTitle } from '../../../components/document-title';
import { CalendarIcon, CameraIcon, DownloadIcon } from '../../../components/icons';
import { Notice } from '../../../components/notice';
import { useArchiveDownload } from '../../../lib/archive/use-archive-download';
import { formatDate } from '../../../lib/dates';
import { failure, info } from '../../../lib/feedback';
import { queryClient } from '../../../lib/query-client';
import { saveUrlAs } from '../../../lib/save-file';
import { session } from '../../../lib/session';
import { photosOptions, usePhotos } from '../api/get-photos';
import { stageOptions, useStage } from '../api/get-stage';
import { PhotoTile } from '../components/photo-tile';
import { SaveToPhoneButton } from '../components/save-to-phone-button';
import { planDownloads } from '../lib/download-plan';
import './stage-photos-page.css';

/** Up to this many selected photos download one by one; more become one zip. */
const ONE_BY_ONE_MAX = 3;

const PhotoLightbox = lazy(() => import('../../../components/photo-lightbox'));

export const stagePhotosLoader = async ({ params, request }: LoaderFunctionArgs) => {
  const here = new URL(request.url).pathname;
  const stageId = params.stageId ?? '';
  try {
    await Promise.all([
      queryClient.fetchQuery(stageOptions(stageId)),
      queryClient.fetchQuery(photosOptions(stageId)),
    ]);
    return null;
  } catch (error) {
    if (request.signal.aborted) throw error;
    throw redirect(loginWithRedirect(here));
  }
};

/** Selected photo ids, in the order they were ticked. */
const useOrderedSelection = () => {
  const [selected, setSelected] = useState<readonly string[]>([]);
  const toggle = useCallback(
    (id: string) =>
      setSelected((current) =>
        current.includes(id) ? current.filter((other) => other !== id) : [...current, id],
      ),
    [],
  );
  return { selected, setSelected, toggle };
};

export function StagePhotosPage() {
  const stageId = useParams().stageId ?? '';
  const { data: stage } = useStage(stageId);
  const { data: photos } = usePhotos(stageId);
  const { selected, setSelected, toggle } = useOrderedSelection();
  const selectedSet = useMemo(() => new Set(selected), [selected]);
  const [viewing, setViewing] = useState<number | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [failedCount, setFailedCount] = useState(0);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // A token that expired while the page was open: sign in again and come back here.
  const onSessionExpired = useCallback(() => {
    session.clearToken();
    navigate(loginWithRedirect(pathname), { replace: true });
  }, [navigate, pathname]);
  const archive = useArchiveDownload(stage.id, { onSessionExpired });

  const title = messages.stageDetails.title(stage.nom_stage);
  const allSelected = photos.length > 0 && selected.length === photos.length;

  const closeViewer = useCallback((lastIndex: number) => {
    setViewing(null);
    // Give the focus back to the photo the family was looking at.
    document.querySelector<HTMLElement>(`[data-photo-index="${lastIndex}"]`)?.focus({ preventScroll: false });
  }, []);

  const toggleAll = (): void => setSelected(allSelected ? [] : photos.map((photo) => photo.id));

  const download = async (): Promise<void> => {
    if (selected.length === 0) {
      window.alert(messages.stageDetails.noneSelected);
      return;
    }
    // A few photos download one by one (a phone saves them to its gallery); more come as one zip
    // built by the server.
    if (selected.length > ONE_BY_ONE_MAX) {
      await archive.start(selected);
      return;
    }
    setDownloading(true);
    setFailedCount(0);
    let failed = 0;
    // One by one, as the spec asks: phones and camp Wi-Fi cope better than with parallel downloads.
    for (const item of planDownloads(photos, selected)) {
      try {
        await saveUrlAs(item.url, item.fileName);
      } catch (error) {
        failed += 1;
        console.error(error);
      }
    }
    setFailedCount(failed);
    setDownloading(false);
  };

  return (
    <section
      className={`container page stage-photos${photos.length > 0 ? ' stage-photos--with-photos' : ''}`}
    >
      <DocumentTitle title={title} />
      <header className="page-header stage-photos__header">
        <h1>{title}</h1>
        <ul className="stage-photos__facts">
          <li>
            <CalendarIcon />
            {messages.stageDetails.dates(formatDate(stage.date_debut), formatDate(stage.date_fin))}
          </li>
          <li>
            <CameraIcon />
            {messages.stageDetails.photoCount(photos.length)}
          </li>
        </ul>
      </header>

      {photos.length === 0 ? (
        <div className="card stage-photos__empty">
          <CameraIcon className="stage-photos__empty-icon" />
          <p>{messages.stageDetails.noPhotos}</p>
        </div>
      ) : (
        <>
          <div className="photo-toolbar">
            <label className="photo-toolbar__all">
              <input type="checkbox" checked={allSelected} onChange={toggleAll} />
              {messages.photoDeposit.selectAll}
            </label>
            <p className="photo-toolbar__count" aria-live="polite">
              {selected.length > 0 ? messages.stageDetails.selectedCount(selected.length) : ''}
            </p>
            <button
              type="button"
              className="btn btn--primary photo-toolbar__download"
              onClick={download}
              disabled={downloading}
            >
              <DownloadIcon />
              {messages.stageDetails.downloadSelected}
            </button>
            <button
              type="button"
              className="btn photo-toolbar__download-all"
              onClick={() => archive.start()}
              disabled={archive.progress.state === 'building'}
            >
              {messages.photoAdmin.downloadAll}
            </button>
            <SaveToPhoneButton photos={photos} selected={selected} />
          </div>

          <ArchiveProgressLine progress={archive.progress} className="stage-photos__status" />
          {downloading && (
            <Notice feedback={info(messages.stageDetails.downloading)} className="stage-photos__status" />
          )}
          {failedCount > 0 && !downloading && (
            <Notice
              feedback={failure(messages.stageDetails.someFailed(failedCount))}
              className="stage-photos__status"
            />
          )}

          <ul className="photo-grid">
            {photos.map((photo, index) => (
              <PhotoTile
                key={photo.id}
                photo={photo}
                index={index}
                total={photos.length}
                selected={selectedSet.has(photo.id)}
                onToggle={toggle}
                onOpen={setViewing}
              />
            ))}
          </ul>
        </>
      )}

      {viewing !== null && (
        <Suspense fallback={null}>
          <PhotoLightbox photos={photos} index={viewing} onClose={closeViewer} />
        </Suspense>
      )}
    </section>
  );
}
