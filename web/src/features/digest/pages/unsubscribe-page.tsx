/**
 * /desabonnement?token=…: where the link at the foot of a digest of new photos leads. Opening the
 * page changes nothing (mail scanners open links too); the family confirms with one button, and the
 * server stops that stay's digests at once. Mail clients' own button posts to the API directly.
 */
import { useSearchParams } from 'react-router-dom';
import { publicMessages } from '#shared/public-messages';
import { DocumentTitle } from '#web/components/document-title';
import { Notice } from '#web/components/notice';
import { failure, failureOf, success } from '#web/lib/feedback';
import { useUnsubscribe } from '../api/unsubscribe';
import './unsubscribe-page.css';

export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  const text = publicMessages.photoDigest;
  const feedback = !token
    ? failure(text.invalidLink)
    : unsubscribe.data
      ? success(unsubscribe.data.message)
      : failureOf(unsubscribe.error, text.failed);
  return (
    <section className="unsubscribe">
      <DocumentTitle title={text.pageTitle} />
      <div className="container">
        <div className="card unsubscribe__card">
          <h1 className="unsubscribe__title">{text.pageTitle}</h1>
          {token && !unsubscribe.data ? (
            <p className="unsubscribe__question">{text.pageQuestionUnknown}</p>
          ) : null}
          <Notice feedback={feedback} />
          {token && !unsubscribe.data ? (
            <button
              type="button"
              className="btn btn--primary unsubscribe__confirm"
              disabled={unsubscribe.isPending}
              onClick={() => unsubscribe.mutate(token)}
            >
              {unsubscribe.isPending ? text.confirming : text.confirm}
            </button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
