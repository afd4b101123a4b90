/** /doc-stagiaire/{stageId}: the documents attached to the stay when it was created. */
import { useParams } from 'react-router-dom';
import { messages } from '#shared/messages';
import { webRoutes } from '#shared/web-routes';
import { DocumentTitle } from '#web/components/document-title';
import { frenchSpacing } from '#web/components/french-spacing';
import { queryClient } from '#web/lib/query-client';
import { stayOptions, useStay } from '../api/get-stay';
import { stayDocumentsOptions, useStayDocuments } from '../api/get-stay-documents';
import { BackLink } from '../components/back-link';
import { PdfCards } from '../components/pdf-cards';
import { teamLoader } from '../lib/team-loader';
import './collab.css';

export const stayDocumentsLoader = teamLoader(async ({ params }) => {
  const stayId = params.stageId ?? '';
  await Promise.all([
    queryClient.fetchQuery(stayOptions(stayId)),
    queryClient.fetchQuery(stayDocumentsOptions(stayId)),
  ]);
  return null;
});

export function StayDocumentsPage() {
  const stayId = useParams().stageId ?? '';
  const { data: stay } = useStay(stayId);
  const { data: files } = useStayDocuments(stayId);
  const title = messages.collab.stayDocsTitle(stay.nom_stage);
  return (
    <section className="container page collab">
      <DocumentTitle title={title} />
      <BackLink to={webRoutes.directorHome} />
      <header className="page-header">
        <h1>{frenchSpacing(title)}</h1>
      </header>
      {files.length === 0 ? (
        <p className="card collab-panel collab-muted">{messages.collab.noStayDocs}</p>
      ) : null}
      <PdfCards files={files} titleOf={(file) => file.name.replace(/\.[^.]+$/, '')} />
    </section>
  );
}
