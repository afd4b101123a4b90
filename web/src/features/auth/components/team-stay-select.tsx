/**
 * The team's stay chooser on /connexion, shown when the team area asked for a sign-in without naming
 * a stay: choosing a stay puts it in the address, so the password asked is that stay's.
 */
import { type ChangeEvent, useId } from 'react';
import { publicMessages } from '#shared/public-messages';
import { Notice } from '#web/components/notice';
import { formatDate } from '#web/lib/dates';
import { failure } from '#web/lib/feedback';
import { useTeamStays } from '../api/get-team-stays';

export function TeamStaySelect({ onChoose }: { readonly onChoose: (stayId: string) => void }) {
  const id = useId();
  const teamStays = useTeamStays();
  const stays = teamStays.data;

  if (teamStays.isError) return <Notice feedback={failure(publicMessages.login.network)} />;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {publicMessages.login.teamStay}
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
          {stays === undefined ? publicMessages.loading.generic : publicMessages.login.chooseStay}
        </option>
        {stays?.map((stay) => (
          <option key={stay.id} value={stay.id}>
            {`${stay.nom_stage} (${publicMessages.login.stayDates(formatDate(stay.date_debut), formatDate(stay.date_fin))})`}
          </option>
        ))}
      </select>
    </div>
  );
}
