/**
 * /photos-modify/{stageId} (spec 001 §2.12, issue 5): the administrator validates, hides, rotates,
 * downloads and deletes the photos of a stay. The admin token is checked with the server first; an
 * invalid one goes to /connexion-portail. Visibility is saved in one request for the whole set.
 */
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { Link, type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router-dom';
import { messages } from '../../../../../shared/messages';
import type { ManagedPhoto } from '../../../../../shared/schemas';
import { webRoutes } from '../../../../../shared/web-routes';
import { useConfirm } from '../../../components/confirm-dialog';
import { DocumentTitle } from '../../../components/document-title';
import { isApiError } from '../../../lib/api-client';
import { useArchiveDownload } from '../../../lib/archive-download';
import { photoStatus } from '../../../lib/photo-status';
import {
  deletePhotos,
  getPhotoAdminData,
  listPhotos,
  rotatePhotos,
  validatePhotos,
  verifyAdmin,
} from '../api/photo-admin';
import { DeletionLog } from '../components/deletion-log';
import { PhotoCarousel } from '../components/photo-carousel';
import { deletionPlan } from '../lib/deletion-plan';
import { toggleAllVisible } from '../lib/toggle-all-visible';
import './photos-modify-page.css';

export const photosModifyLoader = async ({ params, request }: LoaderFunctionArgs) => {
  try {
    await verifyAdmin(request.signal);
  } catch (error) {
    if (request.signal.aborted) throw error;
    throw redirect(webRoutes.adminLogin);
  }
  try {
    return await getPhotoAdminData(params.stageId ?? '', request.signal);
  } catch (error) {
    // A session that ran out between the two calls goes back to sign-in (spec 001 §8); any other
    // failure reaches the error page.
    if (isApiError(error) && error.status === 401) throw redirect(webRoutes.adminLogin);
    throw error;
  }
};

const ROTATION_WAIT_MS = 30_000;

export function PhotosModifyPage() {
  const { stage, photos: loaded } = useLoaderData<typeof photosModifyLoader>();
  const t = messages.photoAdmin;
  const [photos, setPhotos] = useState<ManagedPhoto[]>(loaded);
  const [active, setActive] = useState<ReadonlySet<string>>(
    () => new Set(loaded.filter((photo) => photo.actif === 1).map((photo) => photo.id)),
  );
  const [selected, setSelected] = useState<readonly string[]>([]);
  const firstActive = loaded.find((photo) => photo.actif === 1);
  const [date, setDate] = useState(firstActive?.duree_diffusion ?? '');
  const [approver, setApprover] = useState(firstActive?.active_par ?? '');
  const [notice, setNotice] = useState<{ kind: 'info' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState<'deleting' | 'rotating' | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const { confirm, dialog } = useConfirm();
  // One deletion per click, from the question to the answer: a double click asks once.
  const removing = useRef(false);
  const archive = useArchiveDownload(stage.id);
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
    window.alert(messages.stageDetails.noneSelected);
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
      await validatePhotos(
        stage.id,
        photos.map((photo) => ({
          id: photo.id,
          actif: active.has(photo.id) ? 1 : 0,
          active_par: approver.trim(),
          ...(active.has(photo.id) ? { duree_diffusion: date } : {}),
        })),
        plan.goingNow > 0,
      );
      setNotice({ kind: 'info', text: t.saved });
      if (plan.goingNow > 0) {
        // Photos whose day has passed are gone from the list the server gives.
        const fresh = await listPhotos(stage.id);
        setPhotos(fresh);
        setSelected((current) => current.filter((id) => fresh.some((photo) => photo.id === id)));
      }
    } catch (error) {
      console.error(error);
      setNotice({ kind: 'error', text: (isApiError(error) && error.serverMessage) || t.validationRefused });
    }
  };

  const rotate = async (ids: readonly string[]) => {
    if (nothingSelected(ids)) return;
    setBusy('rotating');
    try {
      const before = new Map(photos.map((photo) => [photo.id, photo.thumbUrl]));
      await rotatePhotos(stage.id, ids);
      // The worker makes new copies under new keys: wait until every turned photo has a new URL.
      const deadline = Date.now() + ROTATION_WAIT_MS;
      let fresh = await listPhotos(stage.id);
      const turned = () => ids.every((id) => fresh.find((p) => p.id === id)?.thumbUrl !== before.get(id));
      while (!turned() && Date.now() < deadline) {
        await new Promise((resolve) => window.setTimeout(resolve, 1000));
        fresh = await listPhotos(stage.id);
      }
      setPhotos(fresh);
    } catch (error) {
      console.error(error);
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    if (nothingSelected(selected) || removing.current) return;
    removing.current = true;
    try {
      const text = messages.confirm.photos(selected.length);
      if (await confirm({ text, confirmLabel: messages.confirm.delete })) await removeConfirmed();
    } finally {
      removing.current = false;
    }
  };

  const removeConfirmed = async () => {
    setBusy('deleting');
    try {
      const answer = await deletePhotos(stage.id, selected);
      const gone = new Set(answer.deleted);
      setPhotos((current) => current.filter((photo) => !gone.has(photo.id)));
      setSelected((current) => current.filter((id) => !gone.has(id)));
      setActive((current) => new Set([...current].filter((id) => !gone.has(id))));
      if (answer.failed.length > 0) setNotice({ kind: 'error', text: answer.message });
    } catch (error) {
      console.error(error);
    } finally {
      setBusy(null);
    }
  };

  const download = (ids?: readonly string[]) => {
    if (ids && nothingSelected(ids)) return;
    void archive.start(ids);
  };

  const title = messages.stageDetails.title(stage.nom_stage);
  return (
    <section className="container page photos-modify">
      <DocumentTitle title={title} />
      <header className="page-header">
        <Link to={webRoutes.adminPortal} className="btn">
          {messages.trainer.back}
        </Link>
        <h1>{title}</h1>
      </header>

      <form className="photos-modify__form card" onSubmit={save}>
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
            {messages.stageDetails.downloadSelected}
          </button>
          <button type="button" className="btn" onClick={() => download()}>
            {t.downloadAll}
          </button>
          <button type="button" className="btn" onClick={() => setSelected(photos.map((photo) => photo.id))}>
            {messages.photoDeposit.selectAll}
          </button>
          <button type="button" className="btn" onClick={() => rotate(selected)} disabled={busy !== null}>
            {t.rotateSelected}
          </button>
          <button type="button" className="btn btn--danger" onClick={remove} disabled={busy !== null}>
            {messages.photoDeposit.deleteSelected}
          </button>
        </div>
      </form>

      <div aria-live="polite">
        {archive.progress.state === 'building' && (
          <p className="notice notice--info">
            {messages.admin.downloadProgress(archive.progress.done, archive.progress.total)}
          </p>
        )}
        {archive.progress.state === 'failed' && <p className="notice notice--error">{t.archiveFailed}</p>}
        {busy === 'deleting' && <p className="notice notice--info">{messages.photoDeposit.deleting}</p>}
        {busy === 'rotating' && <p className="notice notice--info">{t.rotating}</p>}
        {notice && <p className={`notice notice--${notice.kind}`}>{notice.text}</p>}
      </div>

      <ul className="photos-modify__grid">
        {photos.map((photo, index) => (
          <li key={photo.id} className="photos-modify__item card">
            {photo.thumbUrl ? (
              <button type="button" className="photos-modify__open" onClick={() => setViewing(index)}>
                <img src={photo.thumbUrl} alt={messages.stageDetails.photoAlt(index + 1, photos.length)} />
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
            <button type="button" className="btn" onClick={() => rotate([photo.id])} disabled={busy !== null}>
              {t.rotate}
            </button>
            <label>
              <input
                type="checkbox"
                checked={selectedSet.has(photo.id)}
                onChange={() =>
                  setSelected((current) =>
                    current.includes(photo.id)
                      ? current.filter((id) => id !== photo.id)
                      : [...current, photo.id],
                  )
                }
              />
              {messages.stageDetails.selectPhoto}
            </label>
          </li>
        ))}
      </ul>

      <DeletionLog stageId={stage.id} />

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
