import { Link } from 'react-router-dom';
import { publicMessages } from '#shared/public-messages';
import { webRoutes } from '#shared/web-routes';
import { DocumentTitle } from '#web/components/document-title';
import './not-found-page.css';

/** Any path that is not a route of the portal. */
export function NotFoundPage() {
  return (
    <section className="container page not-found">
      <DocumentTitle title={publicMessages.notFound.title} />
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{publicMessages.notFound.title}</h1>
      <p className="not-found__text">{publicMessages.notFound.text}</p>
      <Link to={webRoutes.home} className="btn btn--primary">
        {publicMessages.notFound.back}
      </Link>
    </section>
  );
}
