/**
 * /photos-modify of a stay that no longer exists: its photos and record are gone, but the deletion
 * log outlives them, and with it the attestation an organisation may be asked for.
 */
import { messages } from '#shared/messages';
import { DocumentTitle } from '#web/components/document-title';
import { DeletionLog } from './deletion-log';

export function DeletedStay({ stageId: stayId }: { readonly stageId: string }) {
  const t = messages.photoAdmin.deletionLog;
  return (
    <section className="container page photos-modify">
      <DocumentTitle title={t.deletedStayTitle} />
      <header className="page-header">
        <h1>{t.deletedStayTitle}</h1>
        <p>{t.deletedStayText}</p>
      </header>
      <DeletionLog stageId={stayId} />
    </section>
  );
}
