/** What a page shows when its data or its code could not be loaded. */
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { DocumentTitle } from '../components/document-title';
import './route-error.css';

export function RouteError() {
  const error = useRouteError();
  // Details for whoever investigates; the user gets a plain French message.
  useEffect(() => console.error(error), [error]);
  return (
    <section className="container page">
      <DocumentTitle title={messages.app.errorTitle} />
      <div className="card route-error">
        <h1>{messages.app.errorTitle}</h1>
        <p>{messages.app.errorText}</p>
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          {messages.app.retry}
        </button>
      </div>
    </section>
  );
}
