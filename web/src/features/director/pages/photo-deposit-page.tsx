/**
 * /doc-stage/{stageId}: the trainer's photo deposit. The upload form on top, shown as soon as the stay
 * is read; below, the stay's photos latest first, a page at a time (older ones on request), with their
 * status (awaiting validation, refused with the reason, validated), selection for deletion and the
 * shared lightbox. While the media worker still processes photos, only the state of those photos is
 * asked again, by id, never the list: only while photos really move (a photo signed but never sent
 * stays pending for 48 h), backing off when the API is busy, and saying so when it stops.
 */
import { Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { MAX_UPLOAD_BATCH, UPLOAD_URL_TTL_SECONDS } from '#shared/limits';
import { messages } from '#shared/messages';
import type { ManagedPhoto } from '#shared/schemas';
import { loginWithRedirect, webRoutes } from '#shared/web-routes';
import { useConfirm } from '#web/components/confirm-dialog';
import { DocumentTitle } from '#web/components/document-title';
import { frenchSpacing } from '#web/components/french-spacing';
import { CameraIcon } from '#web/components/icons';
import { photoLightbox } from '#web/components/lazy-photo-lightbox';
import { LoadFailed } from '#web/components/load-failed';
import { Loading } from '#web/components/loading';
import { Notice } from '#web/components/notice';
import { isApiError } from '#web/lib/api-client';
import { clientLimits } from '#web/lib/client-limits';
import { type Feedback, failure, info, success } from '#web/lib/feedback';
import { photoStatus } from '#web/lib/photo-status';
import { usePoll } from '#web/lib/poll-query';
import { queryClient } from '#web/lib/query-client';
import { useDeletePhotos } from '../api/delete-photos';
import { photosOptions, usePhotoStates, usePhotos } from '../api/get-photos';
import { stayOptions, useStay } from '../api/get-stay';
import { BackToHome } from '../components/back-to-home';
import { PHOTOS_ANCHOR } from '../components/batch-summary';
import { ImageRefusalsPanel } from '../components/image-refusals-panel';
import { UploadForm } from '../components/upload-form';
import { directorLoader } from '../lib/director-loader';
import './director-pages.css';

/** A batch follows at most this many photos: the latest signed, as the signing route allows. */
const TRACKED = MAX_UPLOAD_BATCH;

/**
 * When the page opens: a pending photo signed less than an upload URL's lifetime ago may still arrive
 * (another tab or phone is sending it); older ones can only come back through a new batch.
 */
const mayStillArrive = (photo: ManagedPhoto, now: number): boolean =>
  photo.status === 'en_attente' && now - Date.parse(photo.date_depose) < UPLOAD_URL_TTL_SECONDS * 1000;

// The list is only started, once the stay is read: in a stay of thousands it is the slowest read, and
// the form needs none of it. Asked together, the list's query went ahead of the stay's and held the
// form back (the local emulator answers DynamoDB one request at a time).
export const photoDepositLoader = directorLoader(async (stayId) => {
  await queryClient.fetchQuery(stayOptions(stayId));
  void queryClient.prefetchInfiniteQuery(photosOptions(stayId));
  return null;
});

/** A refused token sends the trainer to sign in again; a network blip in a batch does not. */
const signedOut = (error: unknown): boolean =>
  isApiError(error) && (error.status === 401 || error.status === 403);

type Viewable = ManagedPhoto & { readonly displayUrl: string };
const isViewable = (photo: ManagedPhoto): photo is Viewable => photo.displayUrl !== null;

const NO_PHOTOS: readonly ManagedPhoto[] = [];

export function PhotoDepositPage() {
  const PhotoLightbox = photoLightbox();
  const stayId = useParams().stageId ?? '';
  const { data: stay } = useStay(stayId);
  const limits = clientLimits();
  const listed = usePhotos(stayId);
  const listedPhotos = listed.data ?? NO_PHOTOS;

  // The photos followed while the media worker processes them: those of the batches sent from here,
  // and, once the list is read, those of it that may still arrive. Only their state is asked again,
  // never the list: a stay of thousands costs what its batch costs.
  const [tracked, setTracked] = useState<readonly string[]>([]);
  // The refresh goes on until `refreshIdleMs` after the last sign of movement: the list read with
  // photos that may still arrive, a batch sent from here, a photo leaving processing.
  const [movedAt, setMovedAt] = useState<number | null>(null);
  const poll = usePoll<ManagedPhoto[]>(
    movedAt === null
      ? null
      : {
          everyMs: limits.photoRefreshMs,
          until: movedAt + limits.refreshIdleMs,
          isDone: (photos) => photos.every((photo) => photo.status !== 'en_attente'),
        },
  );
  const followed = usePhotoStates(stayId, tracked, poll.options);
  const states = followed.data ?? NO_PHOTOS;
  const phase = poll.phase(followed);
  const pending = states.filter((photo) => photo.status === 'en_attente').length;

  // An answer with fewer photos in processing than the one before is movement: the refresh goes on.
  const [seen, setSeen] = useState({ pending, at: followed.dataUpdatedAt });
  if (followed.dataUpdatedAt !== seen.at) {
    if (pending < seen.pending) setMovedAt(followed.dataUpdatedAt);
    setSeen({ pending, at: followed.dataUpdatedAt });
  }

  // The list as last read, each followed photo in its latest state, and the batch's new photos on top.
  const photos = useMemo(() => {
    const latest = new Map(states.map((photo) => [photo.id, photo]));
    const inList = new Set(listedPhotos.map((photo) => photo.id));
    const added = states.filter((photo) => !inList.has(photo.id)).sort((a, b) => (a.id < b.id ? 1 : -1));
    return [...added, ...listedPhotos.map((photo) => latest.get(photo.id) ?? photo)];
  }, [listedPhotos, states]);

  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [deleteNotice, setDeleteNotice] = useState<Feedback>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const { confirm, dialog } = useConfirm();
  const deletion = useDeletePhotos();
  const deleting = deletion.isPending;
  // One deletion at a time, from the first click to the answer (a double click asks once).
  const removing = useRef(false);

  const viewable = useMemo(() => photos.filter(isViewable), [photos]);
  const allSelected = photos.length > 0 && photos.every((photo) => selected.has(photo.id));

  // Photos signed by a batch join those followed (the latest ones, as many as a batch holds).
  const follow = useCallback((ids: readonly string[]) => {
    setTracked((current) => {
      const fresh = ids.filter((id) => !current.includes(id));
      return fresh.length === 0 ? current : [...current, ...fresh].slice(-TRACKED);
    });
    setMovedAt(Date.now());
  }, []);

  // The first time the list is read, its photos that may still arrive are followed too.
  const [listSeen, setListSeen] = useState(false);
  if (!listSeen && listed.data) {
    setListSeen(true);
    const now = Date.now();
    const arriving = listed.data.filter((photo) => mayStillArrive(photo, now)).map((photo) => photo.id);
    if (arriving.length > 0) follow(arriving);
  }

  const toggle = useCallback(
    (id: string) =>
      setSelected((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );

  const remove = async (): Promise<void> => {
    const ids = photos.filter((photo) => selected.has(photo.id)).map((photo) => photo.id);
    if (ids.length === 0) {
      window.alert(messages.trainer.noneSelected);
      return;
    }
    if (removing.current) return;
    removing.current = true;
    try {
      if (await confirm({ text: messages.confirm.photos(ids.length), confirmLabel: messages.confirm.delete }))
        await removeConfirmed(ids);
    } finally {
      removing.current = false;
    }
  };

  const removeConfirmed = async (ids: readonly string[]): Promise<void> => {
    setDeleteNotice(null);
    try {
      const answer = await deletion.mutateAsync({ stageId: stay.id, ids });
      if (answer.failed.length > 0) {
        console.error(messages.console.someDeletionsFailed, answer.failed);
        setDeleteNotice(failure(messages.trainer.deleteFailed(answer.failed.length)));
      } else {
        setDeleteNotice(success(messages.trainer.deleted(answer.deleted.length)));
      }
      setSelected(new Set(answer.failed.map((failed) => failed.id)));
    } catch (error) {
      console.error(messages.console.someDeletionsFailed, error);
      setDeleteNotice(failure(messages.trainer.deleteFailed(ids.length)));
    }
  };

  // The stored token was refused while the list was read or refreshed itself: sign in again, then
  // back here.
  if ((phase?.kind === 'stopped' && signedOut(phase.error)) || signedOut(listed.error))
    return <Navigate to={loginWithRedirect(webRoutes.photoDeposit(stay.id))} />;

  const title = messages.photoDeposit.title(stay.nom_stage);
  return (
    <section className="container page trainer-page">
      <DocumentTitle title={title} />
      <BackToHome />
      <header className="page-header">
        {/* A long stay name must not wrap with its colon starting a line. */}
        <h1>{frenchSpacing(title)}</h1>
      </header>
      <ImageRefusalsPanel stageId={stay.id} />
      <UploadForm stageId={stay.id} photos={photos} onSigned={follow} onUploaded={follow} />
      {phase?.kind === 'stopped' && pending > 0 && <Notice feedback={info(messages.busy.refreshStopped)} />}

      <div className="deposit-toolbar">
        <label className="deposit-toolbar__all">
          <input
            type="checkbox"
            checked={allSelected}
            disabled={photos.length === 0 || deleting}
            onChange={() => setSelected(allSelected ? new Set() : new Set(photos.map((photo) => photo.id)))}
          />
          {messages.photoSelection.selectAll}
        </label>
        <button type="button" className="btn btn--secondary" onClick={remove} disabled={deleting}>
          {messages.photoDeposit.deleteSelected}
        </button>
      </div>
      {deleting && <Notice feedback={info(messages.photoDeposit.deleting)} />}
      {!deleting && <Notice feedback={deleteNotice} />}

      {listed.isPending && photos.length === 0 ? (
        <Loading text={messages.stayDetails.loadingPhotos} />
      ) : listed.isError && photos.length === 0 ? (
        <LoadFailed onRetry={() => void listed.refetch()} busy={listed.isFetching} />
      ) : photos.length === 0 ? (
        <div className="deposit-empty">
          <CameraIcon />
          <p>{messages.trainer.noPhotos}</p>
        </div>
      ) : (
        <ul className="deposit-grid" id={PHOTOS_ANCHOR}>
          {photos.map((photo, index) => {
            const status = photoStatus(photo);
            const viewIndex = viewable.findIndex((candidate) => candidate.id === photo.id);
            return (
              <li
                key={photo.id}
                className={`deposit-tile${selected.has(photo.id) ? ' is-selected' : ''}`}
                data-photo-id={photo.id}
              >
                {photo.thumbUrl && viewIndex >= 0 ? (
                  <button
                    type="button"
                    className="deposit-tile__open"
                    aria-label={messages.trainer.openPhoto(index + 1)}
                    onClick={() => setViewing(viewIndex)}
                  >
                    <img
                      src={photo.thumbUrl}
                      alt={messages.trainer.photoAlt(index + 1)}
                      loading="lazy"
                      decoding="async"
                    />
                  </button>
                ) : (
                  <div className="deposit-tile__placeholder" aria-hidden="true">
                    <CameraIcon />
                  </div>
                )}
                {photo.original_name && <p className="deposit-tile__name">{photo.original_name}</p>}
                <p className={`deposit-status deposit-status--${status.tone}`}>
                  {status.label}
                  {photo.rejection && <span className="deposit-status__reason"> : {photo.rejection}</span>}
                </p>
                <label className="deposit-tile__select">
                  <input
                    type="checkbox"
                    checked={selected.has(photo.id)}
                    onChange={() => toggle(photo.id)}
                    disabled={deleting}
                  />
                  {messages.photoDeposit.checkToDelete}
                </label>
              </li>
            );
          })}
        </ul>
      )}

      {listed.hasNextPage && (
        <div className="deposit-more">
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => void listed.fetchNextPage()}
            disabled={listed.isFetchingNextPage}
          >
            {messages.trainer.olderPhotos}
          </button>
        </div>
      )}

      {viewing !== null && (
        <Suspense fallback={null}>
          <PhotoLightbox
            photos={viewable}
            stayName={stay.nom_stage}
            index={viewing}
            onClose={() => setViewing(null)}
          />
        </Suspense>
      )}
      {dialog}
    </section>
  );
}
