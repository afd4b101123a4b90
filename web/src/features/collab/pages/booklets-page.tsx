/** /livrets: the trainers' booklets, managed by the administrators (spec 000 §2). */
import { useLoaderData } from 'react-router-dom';
import { messages } from '../../../../../shared/messages';
import { webRoutes } from '../../../../../shared/web-routes';
import { DocumentTitle } from '../../../components/document-title';
import { config } from '../../../lib/config';
import { getBooklets } from '../api/stay-files';
import { BackLink } from '../components/back-link';
import { PdfCards } from '../components/pdf-cards';
import { teamLoader } from '../lib/team-loader';
import './collab.css';

export const bookletsLoader = teamLoader(async ({ request }) => ({
  booklets: await getBooklets(request.signal),
}));

export function BookletsPage() {
  const { booklets } = useLoaderData<typeof bookletsLoader>();
  const title = messages.collab.bookletsTitle(config.organisation.name);
  return (
    <section className="container page collab">
      <DocumentTitle title={title} />
      <BackLink to={webRoutes.trainerHome} />
      <header className="page-header">
        <h1>{title}</h1>
      </header>
      {booklets.length === 0 ? (
        <p className="card collab-panel collab-muted">{messages.collab.noBooklets}</p>
      ) : null}
      <PdfCards files={booklets} titleOf={(_file, index) => messages.collab.booklet(index + 1)} />
    </section>
  );
}
