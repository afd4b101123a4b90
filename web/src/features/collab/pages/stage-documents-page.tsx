/** /doc-stagiaire/{stageId}: the documents attached to the stay when it was created. */
import { useParams } from 'react-router-dom';
import { messages } from '#shared/messages';
import { webRoutes } from '#shared/web-routes';
import { DocumentTitle } from '#web/components/document-title';
import { frenchSpacing } from '#web/components/french-spacing';
import { queryClient } from '#web/lib/query-client';
import { stageOptions, useStage } from '../api/get-stage';
import { stageDocumentsOptions, useStageDocuments } from '../api/get-stage-documents';
import { BackLink } from '../components/back-link';
import { PdfCards } from '../components/pdf-cards';
import { teamLoader } from '../lib/team-loader';
import './collab.css';

export const stageDocumentsLoader = teamLoader(async ({ params }) => {
  const stageId = params.stageId ?? '';
  await Promise.all([
    queryClient.fetchQuery(stageOptions(stageId)),
    queryClient.fetchQuery(stageDocumentsOptions(stageId)),
  ]);
  return null;
});

export function StageDocumentsPage() {
  const stageId = useParams().stageId ?? '';
  const { data: stage } = useStage(stageId);
  const { data: files } = useStageDocuments(stageId);
  const title = messages.collab.stageDocsTitle(stage.nom_stage);
  return (
    <section className="container page collab">
      <DocumentTitle title={title} />
      <BackLink to={webRoutes.trainerHome} />
      <header className="page-header">
        <h1>{frenchSpacing(title)}</h1>
      </header>
      {files.length === 0 ? (
        <p className="card collab-panel collab-muted">{messages.collab.noStageDocs}</p>
      ) : null}
      <PdfCards files={files} titleOf={(file) => file.name.replace(/\.[^.]+$/, '')} />
    </section>
  );
}
