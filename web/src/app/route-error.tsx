/** What a page shows when its data or its code could not be loaded. */
import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router-dom';
import { publicMessages } from '#shared/public-messages';
import { webRoutes } from '#shared/web-routes';
import { DocumentTitle } from '#web/components/document-title';
import { isApiError } from '#web/lib/api-client';
import './route-error.css';

/**
 * The server's own French message when it answered a refusal (404 unknown folder, 400…): blaming the
 * connection would send the user to check a network that works. Retrying only helps when no answer
 * came or the server failed.
 */
const describe = (error: unknown): { readonly text: string; readonly retry: boolean } => {
  if (isApiError(error) && error.kind === 'http' && error.status < 500 && error.serverMessage)
    return { text: error.serverMessage, retry: false };
  return { text: publicMessages.app.errorText, retry: true };
};

export function RouteError() {
  const error = useRouteError();
  // Details for whoever investigates; the user gets a plain French message.
  useEffect(() => console.error(error), [error]);
  const { text, retry } = describe(error);
  return (
    <section className="container page">
      <DocumentTitle title={publicMessages.app.errorTitle} />
      <div className="card route-error">
        <h1>{publicMessages.app.errorTitle}</h1>
        <p>{text}</p>
        {retry ? (
          <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
            {publicMessages.app.retry}
          </button>
        ) : (
          <Link to={webRoutes.home} className="btn btn--primary">
            {publicMessages.app.backHome}
          </Link>
        )}
      </div>
    </section>
  );
}
