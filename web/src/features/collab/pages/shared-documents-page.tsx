/**
 * /doc-apport, the trainers' shared documents: one button per folder, the upload form and the
 * question board. After an upload or a message, what they changed is read again.
 */
import { Link } from 'react-router-dom';
import { messages } from '#shared/messages';
import { webRoutes } from '#shared/web-routes';
import { DocumentTitle } from '#web/components/document-title';
import { queryClient } from '#web/lib/query-client';
import { useCreateComment } from '../api/create-comment';
import { useCreateReply } from '../api/create-reply';
import { commentsOptions, useComments } from '../api/get-comments';
import { foldersOptions, useFolders } from '../api/get-folders';
import { BackLink } from '../components/back-link';
import { QuestionBoard } from '../components/question-board';
import { UploadForm } from '../components/upload-form';
import { teamLoader } from '../lib/team-loader';
import './collab.css';

export const sharedDocumentsLoader = teamLoader(async () => {
  await Promise.all([queryClient.fetchQuery(foldersOptions()), queryClient.fetchQuery(commentsOptions())]);
  return null;
});

export function SharedDocumentsPage() {
  const { data: folders } = useFolders();
  const { data: comments } = useComments();
  const createComment = useCreateComment();
  const createReply = useCreateReply();

  return (
    <section className="container page collab">
      <DocumentTitle title={messages.collab.sharedDocsTitle} />
      <BackLink to={webRoutes.directorHome} />
      <header className="page-header">
        <h1>{messages.collab.sharedDocsTitle}</h1>
      </header>
      <nav className="card collab-panel" aria-labelledby="folders-title">
        <h2 id="folders-title">{messages.collab.folders}</h2>
        <ul className="folder-list">
          {folders.map((folder) => (
            <li key={folder}>
              <Link className="btn btn--secondary" to={webRoutes.folderDetails(folder)}>
                {folder}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="collab-columns">
        <UploadForm folders={folders} />
        <QuestionBoard
          comments={comments}
          ask={async (nom, contenu, idempotencyKey) => {
            await createComment.mutateAsync({ body: { nom, contenu }, idempotencyKey });
          }}
          reply={async (commentaireId, nom, contenu, idempotencyKey) => {
            await createReply.mutateAsync({ body: { commentaireId, nom, contenu }, idempotencyKey });
          }}
        />
      </div>
    </section>
  );
}
