/** /livrets: the trainers' booklets, managed by the administrators. */
import { messages } from '#shared/messages';
import { webRoutes } from '#shared/web-routes';
import { DocumentTitle } from '#web/components/document-title';
import { config } from '#web/lib/config';
import { queryClient } from '#web/lib/query-client';
import { bookletsOptions, useBooklets } from '../api/get-booklets';
import { BackLink } from '../components/back-link';
import { PdfCards } from '../components/pdf-cards';
import { teamLoader } from '../lib/team-loader';
import './collab.css';

export const bookletsLoader = teamLoader(async () => {
  await queryClient.fetchQuery(bookletsOptions());
  return null;
});

export function BookletsPage() {
  const { data: booklets } = useBooklets();
  const title = messages.collab.bookletsTitle(config.organisation.name);
  return (
    <section className="container page collab">
      <DocumentTitle title={title} />
      <BackLink to={webRoutes.directorHome} />
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
