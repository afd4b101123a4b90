/**
 * The team's stay chooser on /connexion, shown when the team area asked for a sign-in without naming
 * a stay: choosing a stay puts it in the address, so the password asked is that stay's.
 */
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { messages } from '../../../../../shared/messages';
import type { StageSummary } from '../../../../../shared/schemas';
import { formatDate } from '../../../lib/dates';
import { getTeamStays } from '../api/get-team-stays';

export function TeamStaySelect({ onChoose }: { readonly onChoose: (stageId: string) => void }) {
  const id = useId();
  const [stays, setStays] = useState<readonly StageSummary[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    getTeamStays(controller.signal).then(
      (list) => setStays(list),
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, []);

  if (failed)
    return (
      <p className="notice notice--error" role="alert">
        {messages.login.network}
      </p>
    );
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {messages.login.teamStay}
      </label>
      <select
        id={id}
        className="field__input"
        defaultValue=""
        disabled={stays === null}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => {
          if (event.target.value) onChoose(event.target.value);
        }}
      >
        <option value="" disabled>
          {stays === null ? messages.loading.generic : messages.login.chooseStay}
        </option>
        {stays?.map((stay) => (
          <option key={stay.id} value={stay.id}>
            {`${stay.nom_stage} (${messages.login.stayDates(formatDate(stay.date_debut), formatDate(stay.date_fin))})`}
          </option>
        ))}
      </select>
    </div>
  );
}
