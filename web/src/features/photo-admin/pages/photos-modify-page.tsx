/**
 * /photos-modify/{stageId}: the administrator validates, hides, rotates, downloads and deletes the
 * photos of a stay. The admin token is checked with the server first; an
 * invalid one goes to /connexion-portail. Visibility is saved in one request for the whole set.
 */
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  Link,
  type LoaderFunctionArgs,
  redirect,
  useLoaderData,
  useLocation,
  useNavigate,
  useParams,
} from 'react-router-dom';
import { messages } from '#shared/messages';
import { webRoutes } from '#shared/web-routes';
import { ArchiveProgressLine } from '#web/components/archive-progress';
import { useConfirm } from '#web/components/confirm-dialog';
import { DocumentTitle } from '#web/components/document-title';
import { frenchSpacing } from '#web/components/french-spacing';
import { ImageRefusals } from '#web/components/image-refusals';
import { Notice } from '#web/components/notice';
import { adminLoginWithRedirect, requireAdmin } from '#web/lib/admin-session';
import { isApiError } from '#web/lib/api-client';
import { useArchiveDownload } from '#web/lib/archive/use-archive-download';
import { errorText, type Feedback, failure, info } from '#web/lib/feedback';
import { photoStatus } from '#web/lib/photo-status';
import { PollStopped } from '#web/lib/poll-query';
import { queryClient } from '#web/lib/query-client';
import {
  type InterruptedAction,
  rememberInterruptedAction,
  takeInterruptedAction,
} from '#web/lib/resume-action';
import { session } from '#web/lib/session';
import { useDeletePhotos } from '../api/delete-photos';
import { useImageRefusals } from '../api/get-image-refusals';
import { photosOptions, usePhotos } from '../api/get-photos';
import { stayOptions, useStay } from '../api/get-stay';
import { useRotatePhotos } from '../api/rotate-photos';
import { useValidatePhotos } from '../api/validate-photos';
import { DeletedStay } from '../components/deleted-stay';
import { DeletionLog } from '../components/deletion-log';
import { PhotoCarousel } from '../components/photo-carousel';
import { deletionPlan } from '../lib/deletion-plan';
import { toggleAllVisible } from '../lib/toggle-all-visible';
import './photos-modify-page.css';

export const photosModifyLoader = async ({ params, request }: LoaderFunctionArgs) => {
  await requireAdmin(request);
  const stayId = params.stageId ?? '';
  try {
    await Promise.all([
      queryClient.fetchQuery(stayOptions(stayId)),
      queryClient.fetchQuery(photosOptions(stayId)),
    ]);
    return { deleted: false };
  } catch (error) {
    // A session that ran out between the two calls goes back to sign-in; a stay that is no more
    // shows what remains of it, its deletion log; any other failure reaches the error page.
    if (isApiError(error) && error.status === 401)
      throw redirect(adminLoginWithRedirect(new URL(request.url).pathname));
    if (isApiError(error) && error.status === 404) return { deleted: true };
    throw error;
  }
};

/** The page of a stay, or what remains of a deleted one. */
export function PhotosModifyRoute() {
  const { deleted } = useLoaderData<typeof photosModifyLoader>();
  const stayId = useParams().stageId ?? '';
  return deleted ? <DeletedStay stageId={stayId} /> : <PhotosModifyPage />;
}

/** Why a rotation failed, or why the page stopped waiting for its new copies. */
const rotationFailure = (error: unknown): string => {
  if (error instanceof PollStopped)
    return error.reason === 'refused'
      ? errorText(error.cause, messages.photoAdmin.rotateFailed)
      : messages.photoAdmin.rotationUnfinished;
  return errorText(error, messages.photoAdmin.rotateFailed);
};

export function PhotosModifyPage() {
  const stayId = useParams().stageId ?? '';
  const { data: stay } = useStay(stayId);
  const { data: photos } = usePhotos(stayId);
  const t = messages.photoAdmin;
  const [active, setActive] = useState<ReadonlySet<string>>(
    () => new Set(photos.filter((photo) => photo.actif === 1).map((photo) => photo.id)),
  );
  const [ticked, setTicked] = useState<readonly string[]>([]);
  const firstActive = photos.find((photo) => photo.actif === 1);
  const [date, setDate] = useState(firstActive?.duree_diffusion ?? '');
  const [approver, setApprover] = useState(firstActive?.active_par ?? '');
  const [notice, setNotice] = useState<Feedback>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const { confirm, dialog } = useConfirm();
  // One deletion per click, from the question to the answer: a double click asks once.
  const removing = useRef(false);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // A session that ended while the page was open: sign in again, come back here, and the zip that
  // was asked for is asked again.
  const onSessionExpired = useCallback(
    (interrupted: InterruptedAction) => {
      rememberInterruptedAction(pathname, interrupted);
      session.clearAdminToken();
      navigate(adminLoginWithRedirect(pathname), { replace: true });
    },
    [navigate, pathname],
  );
  const archive = useArchiveDownload(stay.id, { onSessionExpired });
  const startArchive = archive.start;
  useEffect(() => {
    const interrupted = takeInterruptedAction(pathname);
    if (interrupted?.kind === 'archive' && interrupted.stageId === stay.id)
      void startArchive(interrupted.photoIds);
  }, [pathname, stay.id, startArchive]);
  const validate = useValidatePhotos();
  const refusals = useImageRefusals(stayId);
  // A list that could not be read may hide a child without consent: the check is asked all the same.
  const mustCheckConsent = refusals.isError || (refusals.data?.length ?? 0) > 0;
  const [consentChecked, setConsentChecked] = useState(false);
  const rotation = useRotatePhotos();
  const deletion = useDeletePhotos();
  const busy = rotation.isPending ? 'rotating' : deletion.isPending ? 'deleting' : null;
  // The ticked photos still in the list (a deletion or a past date removes some), in ticking order.
  const selected = useMemo(
    () => ticked.filter((id) => photos.some((photo) => photo.id === id)),
    [ticked, photos],
  );
  const selectedSet = useMemo(() => new Set(selected), [selected]);

  const toggleIn = (set: ReadonlySet<string>, id: string): Set<string> => {
    const next = new Set(set);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  };

  const toggleAllActive = () =>
    setActive(
      toggleAllVisible(
        photos.map((photo) => photo.id),
        active,
      ),
    );

  const nothingSelected = (ids: readonly string[]): boolean => {
    if (ids.length > 0) return false;
    window.alert(messages.stayDetails.noneSelected);
    return true;
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!date || !approver.trim()) {
      window.alert(messages.admin.approvalRequired);
      return;
    }
    // The date goes to the photos ticked visible only; a date not to come deletes them tonight or
    // at once, so the administrator sees how many and when before anything is saved.
    const visible = photos.filter((photo) => active.has(photo.id));
    const plan = deletionPlan(date, visible.length, new Date());
    if (plan.goingNow > 0 && !window.confirm(t.confirmDeleteNow(plan.goingNow, date, plan.today))) return;
    try {
      await validate.mutateAsync({
        stageId: stay.id,
        body: {
          photos: photos.map((photo) => ({
            id: photo.id,
            actif: active.has(photo.id) ? 1 : 0,
            active_par: approver.trim(),
            ...(active.has(photo.id) ? { duree_diffusion: date } : {}),
          })),
          ...(plan.goingNow > 0 ? { supprimer_maintenant: true } : {}),
          // The server refuses a stay with a child marked « non » without this word.
          droit_image_verifie: consentChecked,
        },
      });
      // Photos whose day has passed leave the list the server gives, read again after the save.
      setNotice(info(t.saved));
    } catch (error) {
      console.error(error);
      setNotice(failure(errorText(error, t.validationRefused)));
    }
  };

  const rotate = async (ids: readonly string[]) => {
    if (nothingSelected(ids) || busy) return;
    setNotice(null);
    try {
      // The new copies show in the list as the worker makes them.
      await rotation.mutateAsync({ stageId: stay.id, photoIds: ids });
    } catch (error) {
      console.error(error);
      setNotice(failure(rotationFailure(error)));
    }
  };

  const remove = async () => {
    if (nothingSelected(selected) || removing.current) return;
    removing.current = true;
    try {
      const text = messages.confirm.photos(selected.length);
      if (await confirm({ text, confirmLabel: messages.confirm.delete })) await removeConfirmed(selected);
    } finally {
      removing.current = false;
    }
  };

  const removeConfirmed = async (ids: readonly string[]) => {
    setNotice(null);
    try {
      const answer = await deletion.mutateAsync({ stageId: stay.id, ids });
      const gone = new Set(answer.deleted);
      setTicked((current) => current.filter((id) => !gone.has(id)));
      setActive((current) => new Set([...current].filter((id) => !gone.has(id))));
      if (answer.failed.length > 0) setNotice(failure(answer.message));
    } catch (error) {
      console.error(error);
      setNotice(failure(errorText(error, messages.trainer.deleteFailed(ids.length))));
    }
  };

  const download = (ids?: readonly string[]) => {
    if (ids && nothingSelected(ids)) return;
    void archive.start(ids);
  };

  const title = messages.stayDetails.title(stay.nom_stage);
  return (
    <section className="container page photos-modify">
      <DocumentTitle title={title} />
      <header className="page-header">
        <Link to={webRoutes.adminPortal} className="btn">
          {messages.trainer.back}
        </Link>
        <h1>{frenchSpacing(title)}</h1>
      </header>
      <ImageRefusals refusals={refusals.data} failed={refusals.isError} />

      <form className="photos-modify__form card" onSubmit={save}>
        {mustCheckConsent && (
          <label className="photos-modify__consent">
            <input
              type="checkbox"
              required
              checked={consentChecked}
              onChange={(event) => setConsentChecked(event.target.checked)}
            />
            {refusals.isError ? messages.imageConsent.confirmUnlisted : messages.imageConsent.confirm}
          </label>
        )}
        <label>
          {t.deletionDate}
          <input type="date" value={date} onChange={(event) => setDate(event.target.value)} />
        </label>
        <label>
          {t.approver}
          <input type="text" value={approver} onChange={(event) => setApprover(event.target.value)} />
        </label>
        <div className="photos-modify__actions">
          <button type="submit" className="btn btn--primary">
            {t.saveVisible}
          </button>
          <button type="button" className="btn" onClick={toggleAllActive}>
            {t.toggleAll}
          </button>
          <button type="button" className="btn" onClick={() => download(selected)}>
            {messages.stayDetails.downloadSelected}
          </button>
          <button type="button" className="btn" onClick={() => download()}>
            {messages.archive.downloadAll}
          </button>
          <button type="button" className="btn" onClick={() => setTicked(photos.map((photo) => photo.id))}>
            {messages.photoSelection.selectAll}
          </button>
          <button
            type="button"
            className="btn"
            onClick={() => void rotate(selected)}
            disabled={busy !== null}
          >
            {t.rotateSelected}
          </button>
          <button type="button" className="btn btn--danger" onClick={remove} disabled={busy !== null}>
            {messages.photoDeposit.deleteSelected}
          </button>
        </div>
      </form>

      <div className="photos-modify__notices">
        <ArchiveProgressLine progress={archive.progress} />
        {busy === 'deleting' && <Notice feedback={info(messages.photoDeposit.deleting)} />}
        {busy === 'rotating' && <Notice feedback={info(t.rotating)} />}
        <Notice feedback={notice} />
      </div>

      <ul className="photos-modify__grid">
        {photos.map((photo, index) => (
          <li key={photo.id} className="photos-modify__item card">
            {photo.thumbUrl ? (
              <button type="button" className="photos-modify__open" onClick={() => setViewing(index)}>
                <img src={photo.thumbUrl} alt={messages.stayDetails.photoAlt(index + 1, photos.length)} />
              </button>
            ) : (
              <span className="photos-modify__pending">{photoStatus(photo).label}</span>
            )}
            <label>
              <input
                type="checkbox"
                checked={active.has(photo.id)}
                onChange={() => setActive((current) => toggleIn(current, photo.id))}
              />
              {t.visible}
            </label>
            <button
              type="button"
              className="btn"
              onClick={() => void rotate([photo.id])}
              disabled={busy !== null}
            >
              {t.rotate}
            </button>
            <label>
              <input
                type="checkbox"
                checked={selectedSet.has(photo.id)}
                onChange={() =>
                  setTicked((current) =>
                    current.includes(photo.id)
                      ? current.filter((id) => id !== photo.id)
                      : [...current, photo.id],
                  )
                }
              />
              {messages.stayDetails.selectPhoto}
            </label>
          </li>
        ))}
      </ul>

      <DeletionLog stageId={stay.id} />

      {viewing !== null && (
        <PhotoCarousel
          photos={photos}
          index={viewing}
          onIndex={setViewing}
          onClose={() => setViewing(null)}
        />
      )}
      {dialog}
    </section>
  );
}
