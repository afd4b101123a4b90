/**
 * /identite/{stageId}: the photo-responsible contact of the stay, read only: the first director of
 * category 'sejour', else the first of 'centre', else empty.
 */
import { useId } from 'react';
import { useParams } from 'react-router-dom';
import type { StayContact } from '#shared/director-schemas';
import { messages } from '#shared/messages';
import { DocumentTitle } from '#web/components/document-title';
import { queryClient } from '#web/lib/query-client';
import { contactsOptions, useContacts } from '../api/get-contacts';
import { BackToHome } from '../components/back-to-home';
import { directorLoader } from '../lib/director-loader';
import './director-pages.css';

/** The contacts come in creation order. */
export const photoContact = (contacts: readonly StayContact[]): StayContact | undefined =>
  contacts.find((c) => c.cat === 'sejour') ?? contacts.find((c) => c.cat === 'centre');

export const photoContactLoader = directorLoader(async (stayId) => {
  const contact = photoContact(await queryClient.fetchQuery(contactsOptions(stayId)));
  if (!contact) console.info(messages.console.noDirector);
  return null;
});

function ReadOnlyField({ label, value }: { readonly label: string; readonly value: string }) {
  const id = useId();
  return (
    <div className="trainer-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} value={value} readOnly />
    </div>
  );
}

export function PhotoContactPage() {
  const contact = photoContact(useContacts(useParams().stageId ?? '').data);
  return (
    <section className="container page trainer-page">
      <DocumentTitle title={messages.trainer.contactTitle} />
      <BackToHome />
      <header className="page-header">
        <h1>{messages.trainer.contactTitle}</h1>
        {!contact && <p>{messages.trainer.contactNone}</p>}
      </header>
      <div className="card trainer-form">
        <ReadOnlyField label={messages.trainer.lastName} value={contact?.nom ?? ''} />
        <ReadOnlyField label={messages.trainer.firstName} value={contact?.prenom ?? ''} />
        <ReadOnlyField label={messages.trainer.email} value={contact?.mail ?? ''} />
        <ReadOnlyField label={messages.trainer.phone} value={contact?.telephone ?? ''} />
      </div>
    </section>
  );
}
