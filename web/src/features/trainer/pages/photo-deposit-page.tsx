/**
 * /doc-stage/{stageId} (spec 000 §2, §4, §5; issue 3): the trainer's photo deposit. The upload form
 * on top; below, every photo of the stay with its status (awaiting validation, refused with the
 * reason, validated), selection for deletion and the shared lightbox. While the media worker still
 * processes photos, the list refreshes itself: only while photos really move (a photo signed but never
 * sent stays pending for 48 h), backing off when the API is busy, and saying so when it stops.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLoaderData, useNavigate } from 'react-router-dom';
import { UPLOAD_URL_TTL_SECONDS } from '../../../../../shared/limits';
import { messages } from '../../../../../shared/messages';
import type { ManagedPhoto } from '../../../../../shared/schemas';
import { loginWithRedirect, webRoutes } from '../../../../../shared/web-routes';
import { useConfirm } from '../../../components/confirm-dialog';
import { DocumentTitle } from '../../../components/document-title';
import { CameraIcon } from '../../../components/icons';
import { isApiError } from '../../../lib/api-client';
import { sleep, withBackoff } from '../../../lib/backoff';
import { clientLimits } from '../../../lib/client-limits';
import { photoStatus } from '../../../lib/photo-status';
import { deletePhotos, getStage, listAllPhotos } from '../api/trainer-api';
import { BackToHome } from '../components/back-to-home';
import { UploadForm } from '../components/upload-form';
import { trainerLoader } from '../lib/trainer-loader';
import './trainer-pages.css';

const PhotoLightbox = lazy(() => import('../../../components/photo-lightbox'));

const pendingCount = (photos: readonly ManagedPhoto[]): number =>
  photos.filter((photo) => photo.status === 'en_attente').length;

/**
 * When the page opens: a pending photo signed less than an upload URL's lifetime ago may still arrive
 * (another tab or phone is sending it); older ones can only come back through a new batch.
 */
const mayStillArrive = (photos: readonly ManagedPhoto[], now: number): boolean =>
  photos.some(
    (photo) =>
      photo.status === 'en_attente' && now - Date.parse(photo.date_depose) < UPLOAD_URL_TTL_SECONDS * 1000,
  );

export const photoDepositLoader = trainerLoader(async (stageId, signal) => {
  const [stage, photos] = await Promise.all([getStage(stageId, signal), listAllPhotos(stageId, signal)]);
  return { stage, photos };
});

type Viewable = ManagedPhoto & { readonly displayUrl: string };
const isViewable = (photo: ManagedPhoto): photo is Viewable => photo.displayUrl !== null;

export function PhotoDepositPage() {
  const loaded = useLoaderData<typeof photoDepositLoader>();
  const { stage } = loaded;
  const navigate = useNavigate();
  const [photos, setPhotos] = useState(loaded.photos);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [deleting, setDeleting] = useState(false);
  const [deleteNotice, setDeleteNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  // The list refreshes until this time, moved forward by each photo leaving processing and each batch.
  const [watchUntil, setWatchUntil] = useState<number | null>(() =>
    mayStillArrive(loaded.photos, Date.now()) ? Date.now() + clientLimits().refreshIdleMs : null,
  );
  const [refreshStopped, setRefreshStopped] = useState(false);
  const pending = useRef(pendingCount(loaded.photos));
  pending.current = pendingCount(photos);
  const { confirm, dialog } = useConfirm();
  // One deletion at a time, from the first click to the answer (a double click asks once).
  const removing = useRef(false);

  const viewable = useMemo(() => photos.filter(isViewable), [photos]);
  const processing = photos.some((photo) => photo.status === 'en_attente');
  const allSelected = photos.length > 0 && photos.every((photo) => selected.has(photo.id));

  /**
   * Refreshes the list in place. Not a loader revalidation: a network blip in the middle of a batch
   * must not take the trainer off the page; only a refused token sends them to sign in again.
   */
  const signedOut = useCallback(
    (error: unknown): boolean => {
      if (!isApiError(error) || (error.status !== 401 && error.status !== 403)) return false;
      navigate(loginWithRedirect(webRoutes.photoDeposit(stage.id)));
      return true;
    },
    [navigate, stage.id],
  );

  const refresh = useCallback(async () => {
    try {
      setPhotos(await listAllPhotos(stage.id));
    } catch (error) {
      signedOut(error);
    }
  }, [signedOut, stage.id]);

  // The worker makes the derivatives a moment after each upload: show them as they come, while some
  // photo has left processing lately; a busy API is asked later and later, up to the same limit.
  useEffect(() => {
    if (!processing || watchUntil === null) return;
    const limits = clientLimits();
    let cancelled = false;
    const follow = async (): Promise<void> => {
      while (Date.now() + limits.photoRefreshMs < watchUntil) {
        await sleep(limits.photoRefreshMs);
        if (cancelled) return;
        const before = pending.current;
        const fresh = await withBackoff(() => listAllPhotos(stage.id), {
          ...limits,
          deadlineMs: Math.min(limits.busyDeadlineMs, watchUntil - Date.now()),
        });
        if (cancelled) return;
        setPhotos(fresh);
        if (pendingCount(fresh) < before) {
          setWatchUntil(Date.now() + limits.refreshIdleMs);
          return;
        }
      }
      if (!cancelled) setRefreshStopped(true);
    };
    follow().catch((error: unknown) => {
      if (cancelled || signedOut(error)) return;
      console.error(error);
      setRefreshStopped(true);
    });
    return () => {
      cancelled = true;
    };
  }, [processing, watchUntil, signedOut, stage.id]);

  const uploaded = useCallback(() => {
    setRefreshStopped(false);
    setWatchUntil(Date.now() + clientLimits().refreshIdleMs);
    void refresh();
  }, [refresh]);

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
    setDeleting(true);
    setDeleteNotice(null);
    try {
      const answer = await deletePhotos(stage.id, ids);
      if (answer.failed.length > 0) {
        console.error(messages.console.someDeletionsFailed, answer.failed);
        setDeleteNotice({ tone: 'error', text: messages.trainer.deleteFailed(answer.failed.length) });
      } else {
        setDeleteNotice({ tone: 'success', text: messages.trainer.deleted(answer.deleted.length) });
      }
      setSelected(new Set(answer.failed.map((failure) => failure.id)));
    } catch (error) {
      console.error(messages.console.someDeletionsFailed, error);
      setDeleteNotice({ tone: 'error', text: messages.trainer.deleteFailed(ids.length) });
    } finally {
      setDeleting(false);
      await refresh();
    }
  };

  const title = messages.photoDeposit.title(stage.nom_stage);
  return (
    <section className="container page trainer-page">
      <DocumentTitle title={title} />
      <BackToHome />
      <header className="page-header">
        <h1>{title}</h1>
      </header>

      <UploadForm stageId={stage.id} photos={photos} onUploaded={uploaded} />
      {refreshStopped && processing && (
        <p className="notice notice--info" role="status">
          {messages.busy.refreshStopped}
        </p>
      )}

      <div className="deposit-toolbar">
        <label className="deposit-toolbar__all">
          <input
            type="checkbox"
            checked={allSelected}
            disabled={photos.length === 0 || deleting}
            onChange={() => setSelected(allSelected ? new Set() : new Set(photos.map((photo) => photo.id)))}
          />
          {messages.photoDeposit.selectAll}
        </label>
        <button type="button" className="btn btn--secondary" onClick={remove} disabled={deleting}>
          {messages.photoDeposit.deleteSelected}
        </button>
      </div>
      {deleting && (
        <p className="notice notice--info" role="status">
          {messages.photoDeposit.deleting}
        </p>
      )}
      {deleteNotice && !deleting && (
        <p
          className={`notice notice--${deleteNotice.tone}`}
          role={deleteNotice.tone === 'error' ? 'alert' : 'status'}
        >
          {deleteNotice.text}
        </p>
      )}

      {photos.length === 0 ? (
        <div className="deposit-empty">
          <CameraIcon />
          <p>{messages.trainer.noPhotos}</p>
        </div>
      ) : (
        <ul className="deposit-grid">
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

      {viewing !== null && (
        <Suspense fallback={null}>
          <PhotoLightbox photos={viewable} index={viewing} onClose={() => setViewing(null)} />
        </Suspense>
      )}
      {dialog}
    </section>
  );
}
