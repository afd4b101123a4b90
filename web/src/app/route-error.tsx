/** What a page shows when its data or its code could not be loaded. */
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { DocumentTitle } from '../components/document-title';
import { localTexts } from '../lib/local-texts';
import './route-error.css';

export function RouteError() {
  const error = useRouteError();
  // Details for whoever investigates; the user gets a plain French message.
  useEffect(() => console.error(error), [error]);
  return (
    <section className="container page">
      <DocumentTitle title={localTexts.app.errorTitle} />
      <div className="card route-error">
        <h1>{localTexts.app.errorTitle}</h1>
        <p>{localTexts.app.errorText}</p>
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          {localTexts.app.retry}
        </button>
      </div>
    </section>
  );
}
