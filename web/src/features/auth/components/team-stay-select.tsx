/**
 * The team's stay chooser on /connexion, shown when the team area asked for a sign-in without naming
 * a stay: choosing a stay puts it in the address, so the password asked is that stay's.
 */
import { type ChangeEvent, useId } from 'react';
import { messages } from '../../../../../shared/messages';
import { Notice } from '../../../components/notice';
import { formatDate } from '../../../lib/dates';
import { failure } from '../../../lib/feedback';
import { useTeamStays } from '../api/get-team-stays';

export function TeamStaySelect({ onChoose }: { readonly onChoose: (stageId: string) => void }) {
  const id = useId();
  const teamStays = useTeamStays();
  const stays = teamStays.data;

  if (teamStays.isError) return <Notice feedback={failure(messages.login.network)} />;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {messages.login.teamStay}
      </label>
      <select
        id={id}
        className="field__input"
        defaultValue=""
        disabled={stays === undefined}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => {
          if (event.target.value) onChoose(event.target.value);
        }}
      >
        <option value="" disabled>
          {stays === undefined ? messages.loading.generic : messages.login.chooseStay}
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
