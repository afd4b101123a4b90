/**
 * /doc-apport, the trainers' shared documents: one button per folder, the upload form
 * and the question board. After an upload or a message, the page's data loads again.
 */
import { Link, useLoaderData, useRevalidator } from 'react-router-dom';
import { messages } from '../../../../../shared/messages';
import { webRoutes } from '../../../../../shared/web-routes';
import { DocumentTitle } from '../../../components/document-title';
import { getComments, postComment, postReply } from '../api/question-board';
import { getFolders } from '../api/shared-documents';
import { BackLink } from '../components/back-link';
import { QuestionBoard } from '../components/question-board';
import { UploadForm } from '../components/upload-form';
import { teamLoader } from '../lib/team-loader';
import './collab.css';

export const sharedDocumentsLoader = teamLoader(async ({ request }) => {
  const [folders, comments] = await Promise.all([getFolders(request.signal), getComments(request.signal)]);
  return { folders, comments };
});

export function SharedDocumentsPage() {
  const { folders, comments } = useLoaderData<typeof sharedDocumentsLoader>();
  const revalidator = useRevalidator();
  const reload = (): void => {
    void revalidator.revalidate();
  };

  return (
    <section className="container page collab">
      <DocumentTitle title={messages.collab.sharedDocsTitle} />
      <BackLink to={webRoutes.trainerHome} />
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
        <UploadForm folders={folders} onUploaded={reload} />
        <QuestionBoard
          comments={comments}
          ask={async (nom, contenu, requestKey) => {
            await postComment(nom, contenu, requestKey);
            reload();
          }}
          reply={async (id, nom, contenu, requestKey) => {
            await postReply(id, nom, contenu, requestKey);
            reload();
          }}
        />
      </div>
    </section>
  );
}
