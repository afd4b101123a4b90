/** /doc-stagiaire/{stageId}: the documents attached to the stay when it was created. */
import { useLoaderData } from 'react-router-dom';
import { messages } from '../../../../../shared/messages';
import { webRoutes } from '../../../../../shared/web-routes';
import { DocumentTitle } from '../../../components/document-title';
import { getStageDocuments } from '../api/stay-files';
import { BackLink } from '../components/back-link';
import { PdfCards } from '../components/pdf-cards';
import { teamLoader } from '../lib/team-loader';
import './collab.css';

export const stageDocumentsLoader = teamLoader(({ params, request }) =>
  getStageDocuments(params.stageId ?? '', request.signal),
);

export function StageDocumentsPage() {
  const { stage, files } = useLoaderData<typeof stageDocumentsLoader>();
  const title = messages.collab.stageDocsTitle(stage.nom_stage);
  return (
    <section className="container page collab">
      <DocumentTitle title={title} />
      <BackLink to={webRoutes.trainerHome} />
      <header className="page-header">
        <h1>{title}</h1>
      </header>
      {files.length === 0 ? (
        <p className="card collab-panel collab-muted">{messages.collab.noStageDocs}</p>
      ) : null}
      <PdfCards files={files} titleOf={(file) => file.name.replace(/\.[^.]+$/, '')} />
    </section>
  );
}
