/**
 * The back-office panel 'Download evaluations report' (spec 001 §2.1, §5, §8), self-contained so the
 * administrator portal can mount it as is: choose a stay, download the xlsx of its reports. The
 * portal gives the panel its title.
 */
import { type FormEvent, useEffect, useId, useState } from 'react';
import { messages } from '../../../../../shared/messages';
import type { PublicStage } from '../../../../../shared/schemas';
import { DownloadIcon } from '../../../components/icons';
import { getAllStages, getReportsWorkbook } from '../api/download-reports';
import './reports-download-panel.css';

export function ReportsDownloadPanel() {
  const id = useId();
  const [stages, setStages] = useState<readonly PublicStage[]>([]);
  const [nomStage, setNomStage] = useState('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ kind: 'info' | 'error'; text: string } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getAllStages(controller.signal)
      .then(setStages)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error(error);
      });
    return () => controller.abort();
  }, []);

  // Stays are chosen by name (the call takes nomStage); several seasons of one name share a workbook.
  const names = [...new Set(stages.map((stage) => stage.nom_stage))].sort((a, b) => a.localeCompare(b, 'fr'));

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setStatus(null);
    if (!nomStage) {
      window.alert(messages.admin.chooseStage);
      return;
    }
    setBusy(true);
    try {
      const workbook = await getReportsWorkbook(nomStage);
      if (workbook.count === 0) setStatus({ kind: 'info', text: messages.collab.reportsNone });
      // The link answers with `Content-Disposition: attachment`: the page stays, the file downloads.
      window.location.assign(workbook.url);
    } catch (error) {
      console.error(error);
      setStatus({ kind: 'error', text: messages.collab.reportsDownloadFailed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="reports-panel" onSubmit={submit} aria-busy={busy}>
      <label htmlFor={`${id}-stage`}>{messages.collab.reportsStage}</label>
      <select id={`${id}-stage`} value={nomStage} onChange={(event) => setNomStage(event.target.value)}>
        <option value="">{messages.admin.selectStage}</option>
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      <button type="submit" className="btn btn--primary" disabled={busy}>
        <DownloadIcon />
        {messages.collab.reportsDownload}
      </button>
      <div role="status" aria-live="polite">
        {status ? <p className={`notice notice--${status.kind}`}>{status.text}</p> : null}
      </div>
    </form>
  );
}
