/**
 * The back-office panel 'Download evaluations report', self-contained so the administrator portal
 * can mount it as is: choose a stay, download the xlsx of its reports. The portal gives the panel
 * its title.
 */
import { type FormEvent, useId, useState } from 'react';
import { messages } from '#shared/messages';
import { DownloadIcon } from '#web/components/icons';
import { Loading } from '#web/components/loading';
import { Notice } from '#web/components/notice';
import { type Feedback, failure, failureOf, info } from '#web/lib/feedback';
import { useDownloadReports } from '../api/download-reports';
import { useAllStays } from '../api/get-all-stays';
import './reports-download-panel.css';

export function ReportsDownloadPanel() {
  const id = useId();
  const allStays = useAllStays();
  const stays = allStays.data ?? [];
  const [nomStage, setNomStage] = useState('');
  const download = useDownloadReports();
  const busy = download.isPending;
  const [status, setStatus] = useState<Feedback>(null);

  // Stays are chosen by name (the call takes nomStage); several seasons of one name share a workbook.
  const names = [...new Set(stays.map((stay) => stay.nom_stage))].sort((a, b) => a.localeCompare(b, 'fr'));

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setStatus(null);
    if (!nomStage) {
      window.alert(messages.admin.chooseStage);
      return;
    }
    try {
      const workbook = await download.mutateAsync(nomStage);
      if (workbook.count === 0) setStatus(info(messages.collab.reportsNone));
      // The link answers with `Content-Disposition: attachment`: the page stays, the file downloads.
      window.location.assign(workbook.url);
    } catch (error) {
      console.error(error);
      setStatus(failure(messages.collab.reportsDownloadFailed));
    }
  };

  return (
    <form className="reports-panel" onSubmit={submit} aria-busy={busy}>
      <label htmlFor={`${id}-stage`}>{messages.collab.reportsStay}</label>
      <select
        id={`${id}-stage`}
        value={nomStage}
        aria-busy={allStays.isPending}
        onChange={(event) => setNomStage(event.target.value)}
      >
        <option value="">{messages.admin.selectStay}</option>
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      {allStays.isPending && <Loading text={messages.backOffice.loadingList} />}
      <button type="submit" className="btn btn--primary" disabled={busy}>
        <DownloadIcon />
        {messages.collab.reportsDownload}
      </button>
      <Notice feedback={status ?? failureOf(allStays.error, messages.api.internalError)} />
    </form>
  );
}
