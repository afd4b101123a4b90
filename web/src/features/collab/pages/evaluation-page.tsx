/**
 * /evaluation/{stageId}: choose a trainee, read or write the mid-stay and
 * end-of-stay reports, save both. A save names the version it started from, so a colleague's
 * save in between is refused with a clear message instead of being overwritten.
 */
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { messages } from '#shared/messages';
import { webRoutes } from '#shared/web-routes';
import { DocumentTitle } from '#web/components/document-title';
import { frenchSpacing } from '#web/components/french-spacing';
import { Notice } from '#web/components/notice';
import { isApiError } from '#web/lib/api-client';
import { type Feedback, failure, info, success } from '#web/lib/feedback';
import { queryClient } from '#web/lib/query-client';
import { evaluationParticipantsOptions, useEvaluationParticipants } from '../api/get-evaluation-participants';
import { reportOptions } from '../api/get-report';
import { stayOptions, useStay } from '../api/get-stay';
import { useSaveReport } from '../api/save-report';
import { BackLink } from '../components/back-link';
import { teamLoader } from '../lib/team-loader';
import './collab.css';

export const evaluationLoader = teamLoader(async ({ params }) => {
  const stayId = params.stageId ?? '';
  await Promise.all([
    queryClient.fetchQuery(stayOptions(stayId)),
    queryClient.fetchQuery(evaluationParticipantsOptions(stayId)),
  ]);
  return null;
});

export function EvaluationPage() {
  const stayId = useParams().stageId ?? '';
  const { data: stay } = useStay(stayId);
  const { data: participants } = useEvaluationParticipants(stayId);
  const client = useQueryClient();
  const saveReport = useSaveReport();
  // Only the last trainee chosen fills the form, however the answers come back.
  const chosen = useRef('');
  const id = useId();
  const [label, setLabel] = useState('');
  const [miStage, setMiStage] = useState('');
  const [finStage, setFinStage] = useState('');
  const [version, setVersion] = useState(0);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Feedback>(null);
  const title = messages.collab.evaluationTitle(stay.nom_stage);

  const choose = async (next: string): Promise<void> => {
    setLabel(next);
    chosen.current = next;
    setStatus(null);
    setMiStage('');
    setFinStage('');
    setVersion(0);
    if (!next) return;
    setBusy(true);
    try {
      const report = await client.fetchQuery(reportOptions(stay.id, next));
      if (chosen.current !== next) return;
      if (report) {
        setMiStage(report.miStage);
        setFinStage(report.finStage);
        setVersion(report.version);
      } else {
        setStatus(info(messages.evaluation.noReport));
      }
    } catch (error) {
      console.error(error);
      setStatus(failure(messages.api.internalError));
    } finally {
      setBusy(false);
    }
  };

  const save = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (!label) return setStatus(failure(messages.collab.chooseParticipant));
    setBusy(true);
    setStatus(null);
    try {
      const saved = await saveReport.mutateAsync({
        stageId: stay.id,
        nom: label,
        nomStage: stay.nom_stage,
        miStage,
        finStage,
        version,
      });
      setVersion(saved.version);
      setStatus(success(messages.evaluation.saved));
    } catch (error) {
      const conflict = isApiError(error) && error.status === 409;
      setStatus(failure(conflict ? messages.collab.reportConflict : messages.evaluation.saveFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="container page collab">
      <DocumentTitle title={title} />
      <BackLink to={webRoutes.directorHome} />
      <header className="page-header">
        <h1>{frenchSpacing(title)}</h1>
      </header>
      <form className="card collab-panel evaluation-form" onSubmit={save} aria-busy={busy}>
        <label htmlFor={`${id}-trainee`}>{messages.collab.chooseParticipant}</label>
        <select id={`${id}-trainee`} value={label} onChange={(event) => void choose(event.target.value)}>
          <option value="">{messages.collab.chooseParticipant}</option>
          {participants.map((participant) => (
            <option key={participant.id} value={participant.label}>
              {`${participant.nom} ${participant.prenom}`}
              {participant.email ? ` (${participant.email})` : ''}
            </option>
          ))}
        </select>
        {participants.length === 0 ? <p className="collab-muted">{messages.collab.noParticipants}</p> : null}
        <fieldset disabled={busy || !label}>
          <label htmlFor={`${id}-mid`}>{messages.collab.midReport}</label>
          <textarea id={`${id}-mid`} value={miStage} onChange={(e) => setMiStage(e.target.value)} rows={8} />
          <label htmlFor={`${id}-end`}>{messages.collab.endReport}</label>
          <textarea
            id={`${id}-end`}
            value={finStage}
            onChange={(e) => setFinStage(e.target.value)}
            rows={8}
          />
          <button type="submit" className="btn btn--primary">
            {messages.collab.saveReports}
          </button>
        </fieldset>
        <Notice feedback={status} />
      </form>
    </section>
  );
}
