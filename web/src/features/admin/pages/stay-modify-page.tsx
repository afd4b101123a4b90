/**
 * /stage-modify/{stageId}: every field with the picture preview; saving stays on
 * the page, a save based on an old version is refused with the conflict message; deleting asks
 * first, then goes back to /portail.
 */
import { useRef, useState } from 'react';
import { Link, type LoaderFunctionArgs, useLoaderData, useNavigate, useParams } from 'react-router-dom';
import { messages } from '#shared/messages';
import { webRoutes } from '#shared/web-routes';
import { useConfirm } from '#web/components/confirm-dialog';
import { DocumentTitle } from '#web/components/document-title';
import { frenchSpacing } from '#web/components/french-spacing';
import { Notice } from '#web/components/notice';
import { requireAdmin } from '#web/lib/admin-session';
import { errorText, type Feedback, failure, info, success } from '#web/lib/feedback';
import { formatFileSize } from '#web/lib/file-size';
import { queryClient } from '#web/lib/query-client';
import { useDeleteStay } from '../api/delete-stay';
import { adminStayOptions, useAdminStay } from '../api/get-admin-stay';
import { StayForm } from '../components/stay-form';
// The form field styles live with the shared password field; these pages may load without it.
import '#web/components/password-field.css';
import './admin.css';

export const stayModifyLoader = async ({ request, params }: LoaderFunctionArgs) => {
  const { username } = await requireAdmin(request);
  await queryClient.fetchQuery(adminStayOptions(params.stageId ?? ''));
  return { username };
};

export function StayModifyPage() {
  const { username } = useLoaderData<typeof stayModifyLoader>();
  const { data: stay } = useAdminStay(useParams().stageId ?? '');
  const navigate = useNavigate();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const { confirm, dialog } = useConfirm();
  // A large stay goes over several requests: each one's count of photos left is shown.
  const deleteStay = useDeleteStay((answer) => setFeedback(info(answer.message)));
  const deleting = useRef(false);
  const [counting, setCounting] = useState(false);

  const onDelete = async () => {
    // One deletion per click: a second click while it asks or runs does nothing.
    if (deleting.current) return;
    deleting.current = true;
    try {
      // Photos may have come since the page loaded: the confirmation counts what is there now.
      setCounting(true);
      const fresh = await queryClient
        .fetchQuery({ ...adminStayOptions(stay.id), staleTime: 0 })
        .finally(() => setCounting(false));
      const { deletion } = fresh;
      const confirmed = await confirm({
        title: messages.admin.confirmDeleteStay,
        text: messages.admin.stayDeletionLoss(fresh.nom_stage, {
          ...deletion,
          size: formatFileSize(deletion.bytes),
        }),
        confirmLabel: messages.backOffice.actions.deleteStay,
      });
      if (!confirmed) return;
      const answer = await deleteStay.mutateAsync(stay.id);
      setFeedback(success(answer.message));
      // /portail shows the server's 'Séjour supprimé avec succès'.
      navigate(webRoutes.adminPortal, { state: { message: answer.message } });
    } catch (error) {
      setFeedback(failure(errorText(error, messages.backOffice.failures.deleteStay)));
    } finally {
      deleting.current = false;
    }
  };

  return (
    <section className="admin-portal container">
      <DocumentTitle title={stay.nom_stage} />
      <header className="admin-portal__header">
        <Link to={webRoutes.adminPortal} className="btn btn--ghost">
          {messages.backOffice.back}
        </Link>
        <h1>{frenchSpacing(stay.nom_stage)}</h1>
      </header>
      <div className="card admin-panel">
        {/* A new version after a save: the form starts again from what is stored. */}
        <StayForm
          key={stay.version}
          stage={stay}
          createdBy={username}
          onSaved={(result) => setFeedback(success(result.message))}
        />
        <Notice feedback={feedback} className="admin-notice" />
        <hr className="admin-rule" />
        <button
          type="button"
          className="btn btn--ghost admin-danger"
          aria-busy={counting}
          onClick={() => void onDelete()}
        >
          {counting ? messages.admin.stayDeletionCounting : messages.backOffice.actions.deleteStay}
        </button>
      </div>
      {dialog}
    </section>
  );
}
