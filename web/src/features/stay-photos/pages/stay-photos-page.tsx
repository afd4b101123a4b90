/**
 * /stage-details/{stageId}: the visible photos of a stay for its family. The page draws its frame at
 * once (header, skeletons of the title, the dates and the tiles) while the stay and the first
 * page of photos are on their way (stay-photos-loader.ts starts both reads). A refusal of either
 * sends the visitor to the sign-in page, which brings them back here; a read that failed for another
 * reason (no network, a busy or failing server) is offered again here, the session kept.
 */
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { publicMessages } from '#shared/public-messages';
import type { Photo } from '#shared/schemas';
import { loginWithRedirect } from '#shared/web-routes';
import { ArchiveProgressLine } from '#web/components/archive-progress';
import { DocumentTitle } from '#web/components/document-title';
import { frenchSpacing } from '#web/components/french-spacing';
import { CalendarIcon, CameraIcon } from '#web/components/icons';
import { loadPhotoLightbox, photoLightbox } from '#web/components/lazy-photo-lightbox';
import { LoadFailed } from '#web/components/load-failed';
import { Notice } from '#web/components/notice';
import { ApiError, isRefusal } from '#web/lib/api-client';
import { useArchiveDownload } from '#web/lib/archive/use-archive-download';
import { formatDate } from '#web/lib/dates';
import { failure, info } from '#web/lib/feedback';
import { whenIdle } from '#web/lib/idle';
import {
  type InterruptedAction,
  rememberInterruptedAction,
  takeInterruptedAction,
} from '#web/lib/resume-action';
import { saveUrlAs } from '#web/lib/save-file';
import { session } from '#web/lib/session';
import { usePhotos } from '../api/get-photos';
import { useStay } from '../api/get-stay';
import { PhotoGrid } from '../components/photo-grid';
import { SaveToPhoneButton } from '../components/save-to-phone-button';
import { SelectionBar } from '../components/selection-bar';
import { faceFinderOn, LazyFaceFinderPanel } from '../face-finder/lazy-face-finder';
import { pickPhotos } from '../face-finder/pick-photos';
import { planDownloads } from '../lib/download-plan';
import './stay-photos-page.css';

/** Up to this many selected photos download one by one; more become one zip. */
const ONE_BY_ONE_MAX = 3;

/** Nothing selected: what the toolbar's save button saves is every photo. */
const NO_SELECTION: readonly string[] = [];
const NO_PHOTOS: readonly Photo[] = [];

/**
 * Fetches the viewer's code once the first screen's thumbnails are shown and the page is idle: the
 * first tap on a photo then only renders it, instead of waiting for a download on a phone's network.
 * Not before: on a slow network its 16 kB would share the line with those thumbnails.
 */
const usePreloadedViewer = (firstScreenIn: boolean): void => {
  useEffect(() => {
    if (!firstScreenIn) return;
    return whenIdle(() => void loadPhotoLightbox(), { timeoutMs: 3000, fallbackMs: 1000 });
  }, [firstScreenIn]);
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

export function StayPhotosPage() {
  const PhotoLightbox = photoLightbox();
  const stayId = useParams().stageId ?? '';
  const stayQuery = useStay(stayId);
  const photosQuery = usePhotos(stayId);
  const stay = stayQuery.data;
  const photos = photosQuery.data;
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = photosQuery;
  const { selected, setSelected, toggle } = useOrderedSelection();
  // The child finder, once opened, and the photos it found (null: the whole stay is shown).
  const [finding, setFinding] = useState(false);
  const [found, setFound] = useState<readonly string[] | null>(null);
  const shown = useMemo(() => (found && photos ? pickPhotos(photos, found) : photos), [found, photos]);
  const showFound = useCallback(
    (ids: readonly string[] | null) => {
      setFound(ids);
      // A photo the results no longer show is no longer selected: a download takes what is seen.
      if (ids) setSelected((current) => current.filter((id) => ids.includes(id)));
    },
    [setSelected],
  );
  const selectedSet = useMemo(() => new Set(selected), [selected]);
  const [selecting, setSelecting] = useState(false);
  const [selectingAll, setSelectingAll] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [failedCount, setFailedCount] = useState(0);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // A token that expired while the page was open: sign in again, come back here, and the zip that
  // was asked for is asked again.
  const onSessionExpired = useCallback(
    (interrupted: InterruptedAction) => {
      rememberInterruptedAction(pathname, interrupted);
      session.clearToken();
      navigate(loginWithRedirect(pathname), { replace: true });
    },
    [navigate, pathname],
  );
  const archive = useArchiveDownload(stayId, { onSessionExpired });
  const startArchive = archive.start;
  useEffect(() => {
    const interrupted = takeInterruptedAction(pathname);
    if (interrupted?.kind === 'archive' && interrupted.stageId === stayId)
      void startArchive(interrupted.photoIds);
  }, [pathname, stayId, startArchive]);
  // The grid says when the first screen's thumbnails are in; the viewer's code may come after them.
  const [firstScreenIn, setFirstScreenIn] = useState(false);
  const firstScreenShown = useCallback(() => setFirstScreenIn(true), []);
  usePreloadedViewer(firstScreenIn);

  const needMore = useCallback(() => {
    // After a failed page the family asks again with the button: no loop of failing requests.
    if (isFetchingNextPage || isFetchNextPageError) return;
    void fetchNextPage();
  }, [isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  const closeViewer = useCallback((lastIndex: number) => {
    setViewing(null);
    // Give the focus back to the photo the family was looking at.
    document.querySelector<HTMLElement>(`[data-photo-index="${lastIndex}"]`)?.focus({ preventScroll: false });
  }, []);

  // The stay or the first page refused (no or another stay's token, a revoked session): sign in.
  const firstPageError = photos === undefined ? photosQuery.error : null;
  if (isRefusal(stayQuery.error) || isRefusal(firstPageError)) {
    return <Navigate to={loginWithRedirect(pathname)} replace />;
  }
  if (photosQuery.error instanceof ApiError && photosQuery.error.status === 401) {
    return <Navigate to={loginWithRedirect(pathname)} replace />;
  }

  // Not read for another reason: the family is still signed in, and may try again from here.
  const loadFailed = stayQuery.isError || firstPageError !== null;
  const retryLoad = (): void => {
    if (stayQuery.isError) void stayQuery.refetch();
    if (firstPageError !== null) void photosQuery.refetch();
  };

  const complete = photos !== undefined && !hasNextPage;
  const empty = complete && photos.length === 0;
  const title = stay
    ? publicMessages.stayDetails.title(stay.nom_stage)
    : publicMessages.stayDetails.loadingPhotos;
  // Part of a saved photo's name: saving to the phone waits for it (undefined until the stay has
  // come); a download or the viewer, reached only through the photos, names files with what is known.
  const stayName = stay?.nom_stage;
  const allSelected =
    found !== null
      ? found.length > 0 && selected.length === shown?.length
      : complete && photos.length > 0 && selected.length === photos.length;

  const leaveSelection = (): void => {
    setSelecting(false);
    setSelected([]);
  };

  /** Every photo of the stay: the pages not read yet are read first. */
  const readStay = async (): Promise<readonly Photo[]> => {
    let { hasNextPage: more, isError: failed, data: all } = photosQuery;
    while (more && !failed) ({ hasNextPage: more, isError: failed, data: all } = await fetchNextPage());
    return all ?? [];
  };
  /** Every photo shown: the stay's, or the child finder's results. */
  const readAll = async (): Promise<readonly Photo[]> => (found !== null ? (shown ?? []) : readStay());

  const toggleAll = async (): Promise<void> => {
    if (allSelected) {
      setSelected([]);
      return;
    }
    setSelectingAll(true);
    const all = await readAll();
    setSelectingAll(false);
    setSelected(all.map((photo) => photo.id));
  };

  const download = async (): Promise<void> => {
    if (selected.length === 0) {
      window.alert(publicMessages.stayDetails.noneSelected);
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
    // One by one: phones and camp Wi-Fi cope better than with parallel downloads.
    // File names are made when saving: the gallery's first load does without their code.
    const { photoFileName } = await import('#shared/photo-file-name');
    const nameOf = (time: number, position: number) => photoFileName(time, stayName ?? '', position);
    for (const item of planDownloads(photos ?? [], selected, nameOf)) {
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
    <section className={`container page stage-photos${selecting ? ' stage-photos--selecting' : ''}`}>
      <DocumentTitle title={title} />
      <header className="stage-photos__header" aria-busy={stay === undefined || undefined}>
        {stay ? (
          <h1>{frenchSpacing(title)}</h1>
        ) : (
          <h1 className="stage-photos__skeleton-text">
            <span className="visually-hidden">{title}</span>
          </h1>
        )}
        <ul className="stage-photos__facts">
          <li>
            <CalendarIcon />
            {stay ? (
              publicMessages.stayDetails.dates(formatDate(stay.date_debut), formatDate(stay.date_fin))
            ) : (
              <span className="stage-photos__skeleton-text stage-photos__skeleton-text--short" />
            )}
          </li>
          {/* Always there, so the count arriving with the last page moves nothing below it. */}
          <li>
            <CameraIcon />
            {complete ? (
              publicMessages.stayDetails.photoCount(photos.length)
            ) : (
              <span className="stage-photos__skeleton-text stage-photos__skeleton-text--count" />
            )}
          </li>
        </ul>
      </header>

      {loadFailed ? (
        <LoadFailed onRetry={retryLoad} busy={stayQuery.isFetching || photosQuery.isFetching} />
      ) : empty ? (
        <div className="card stage-photos__empty">
          <CameraIcon className="stage-photos__empty-icon" />
          <p>{publicMessages.stayDetails.noPhotos}</p>
        </div>
      ) : (
        <>
          {!selecting && (
            <div className="photo-toolbar">
              <button
                type="button"
                className="btn btn--secondary photo-toolbar__select"
                onClick={() => setSelecting(true)}
                disabled={photos === undefined}
              >
                {publicMessages.stayDetails.startSelection}
              </button>
              {faceFinderOn && (
                <button
                  type="button"
                  className="btn btn--secondary photo-toolbar__find"
                  aria-expanded={finding}
                  onClick={() => setFinding(true)}
                  disabled={photos === undefined}
                >
                  {publicMessages.stayDetails.findMyChild}
                </button>
              )}
              <button
                type="button"
                className="btn btn--secondary photo-toolbar__download-all"
                onClick={() => archive.start(found ?? undefined)}
                disabled={
                  archive.progress.state === 'building' || photos === undefined || found?.length === 0
                }
              >
                {publicMessages.archive.downloadAll}
              </button>
              <SaveToPhoneButton
                photos={shown ?? NO_PHOTOS}
                selected={NO_SELECTION}
                complete={complete || found !== null}
                readAll={readAll}
                stayName={stayName}
              />
            </div>
          )}

          <ArchiveProgressLine progress={archive.progress} className="stage-photos__status" />
          {downloading && (
            <Notice
              feedback={info(publicMessages.stayDetails.downloading)}
              className="stage-photos__status"
            />
          )}
          {failedCount > 0 && !downloading && (
            <Notice
              feedback={failure(publicMessages.stayDetails.someFailed(failedCount))}
              className="stage-photos__status"
            />
          )}

          {finding && (
            <Suspense fallback={null}>
              <LazyFaceFinderPanel
                stayId={stayId}
                readStayPhotos={readStay}
                onFound={showFound}
                onClose={() => {
                  setFinding(false);
                  document.querySelector<HTMLElement>('.photo-toolbar__find')?.focus();
                }}
              />
            </Suspense>
          )}

          <PhotoGrid
            photos={shown}
            hasMore={found === null && (photos === undefined || hasNextPage)}
            onNeedMore={needMore}
            selecting={selecting}
            selected={selectedSet}
            onToggle={toggle}
            onOpen={setViewing}
            onFirstScreenShown={firstScreenShown}
          />

          {(isFetchingNextPage || selectingAll) && (
            <p className="stage-photos__more" role="status">
              {publicMessages.stayDetails.loadingMore}
            </p>
          )}
          {isFetchNextPageError && !isFetchingNextPage && (
            <div className="stage-photos__more">
              <Notice feedback={failure(publicMessages.stayDetails.moreFailed)} />
              <button type="button" className="btn" onClick={() => void fetchNextPage()}>
                {publicMessages.stayDetails.retry}
              </button>
            </div>
          )}

          {selecting && (
            <SelectionBar
              count={selected.length}
              allSelected={allSelected}
              onToggleAll={() => void toggleAll()}
              onCancel={leaveSelection}
              onDownload={() => void download()}
              downloading={downloading || selectingAll}
            >
              <SaveToPhoneButton
                photos={shown ?? NO_PHOTOS}
                selected={selected}
                complete={complete || found !== null}
                readAll={readAll}
                stayName={stayName}
              />
            </SelectionBar>
          )}
        </>
      )}

      {viewing !== null && shown !== undefined && (
        <Suspense fallback={null}>
          <PhotoLightbox photos={shown} stayName={stayName ?? ''} index={viewing} onClose={closeViewer} />
        </Suspense>
      )}
    </section>
  );
}
