/**
 * /stagiaire/{stageId}: the stay's name, a participants dropdown and the editable fields of the
 * chosen one; saving is possible only once one is chosen, then the page reads its data again
 * ('Stagiaires enregistrés avec succès', in an alert as the old pages did).
 */
import { useId, useState } from 'react';
import { useParams } from 'react-router-dom';
import { type ImageConsent, imageConsentLabels, imageConsentSchema } from '#shared/image-consent';
import { FIELD_MAX_LENGTH } from '#shared/limits';
import { messages } from '#shared/messages';
import { DocumentTitle } from '#web/components/document-title';
import { Notice } from '#web/components/notice';
import { type Feedback, failure } from '#web/lib/feedback';
import { queryClient } from '#web/lib/query-client';
import { participantsOptions, useParticipants } from '../api/get-participants';
import { stayOptions, useStay } from '../api/get-stay';
import { useSaveParticipants } from '../api/save-participants';
import { BackToHome } from '../components/back-to-home';
import { directorLoader } from '../lib/director-loader';
import './director-pages.css';

export const participantsLoader = directorLoader(async (stayId) => {
  await Promise.all([
    queryClient.fetchQuery(stayOptions(stayId)),
    queryClient.fetchQuery(participantsOptions(stayId)),
  ]);
  return null;
});

interface Draft {
  readonly nom: string;
  readonly prenom: string;
  readonly mailRL: string;
  readonly droit_image: ImageConsent;
}

export function ParticipantsPage() {
  const stayId = useParams().stageId ?? '';
  const { data: stay } = useStay(stayId);
  const { data: participants } = useParticipants(stayId);
  const saving = useSaveParticipants();
  const ids = { select: useId(), nom: useId(), prenom: useId(), mail: useId(), consent: useId() };
  const [chosen, setChosen] = useState('');
  const [draft, setDraft] = useState<Draft>({ nom: '', prenom: '', mailRL: '', droit_image: 'inconnu' });
  const [feedback, setFeedback] = useState<Feedback>(null);

  const choose = (id: string): void => {
    setChosen(id);
    const participant = participants.find((p) => p.id === id);
    setDraft({
      nom: participant?.nom ?? '',
      prenom: participant?.prenom ?? '',
      mailRL: participant?.email ?? '',
      droit_image: participant?.droit_image ?? 'inconnu',
    });
  };

  const save = async (event: React.FormEvent): Promise<void> => {
    event.preventDefault();
    if (!chosen || saving.isPending) return;
    setFeedback(null);
    try {
      const answer = await saving.mutateAsync({ stageId: stay.id, stagiaires: [{ id: chosen, ...draft }] });
      window.alert(answer.message);
    } catch (error) {
      console.error(error);
      setFeedback(failure(messages.trainer.saveFailed));
    }
  };

  return (
    <section className="container page trainer-page">
      <DocumentTitle title={messages.trainer.participantsTitle} />
      <BackToHome />
      <header className="page-header">
        <h1>{stay.nom_stage}</h1>
        {participants.length === 0 && <p>{messages.trainer.noParticipants}</p>}
      </header>
      <form className="card trainer-form" onSubmit={save}>
        <div className="trainer-field">
          <label htmlFor={ids.select}>{messages.trainer.chooseParticipant}</label>
          <select id={ids.select} value={chosen} onChange={(event) => choose(event.target.value)}>
            <option value="">{messages.trainer.chooseParticipant}</option>
            {participants.map((p) => (
              <option key={p.id} value={p.id}>
                {p.nom} {p.prenom}
              </option>
            ))}
          </select>
        </div>
        <fieldset disabled={!chosen || saving.isPending} className="trainer-form__fields">
          <div className="trainer-field">
            <label htmlFor={ids.nom}>{messages.trainer.lastName}</label>
            <input
              id={ids.nom}
              value={draft.nom}
              maxLength={FIELD_MAX_LENGTH.personName}
              required
              onChange={(e) => setDraft({ ...draft, nom: e.target.value })}
            />
          </div>
          <div className="trainer-field">
            <label htmlFor={ids.prenom}>{messages.trainer.firstName}</label>
            <input
              id={ids.prenom}
              value={draft.prenom}
              maxLength={FIELD_MAX_LENGTH.personName}
              required
              onChange={(e) => setDraft({ ...draft, prenom: e.target.value })}
            />
          </div>
          <div className="trainer-field">
            <label htmlFor={ids.mail}>{messages.trainer.mailRL}</label>
            <input
              id={ids.mail}
              type="email"
              value={draft.mailRL}
              maxLength={FIELD_MAX_LENGTH.email}
              required
              onChange={(e) => setDraft({ ...draft, mailRL: e.target.value })}
            />
          </div>
          <div className="trainer-field">
            <label htmlFor={ids.consent}>{messages.imageConsent.label}</label>
            <select
              id={ids.consent}
              value={draft.droit_image}
              onChange={(e) => setDraft({ ...draft, droit_image: imageConsentSchema.parse(e.target.value) })}
            >
              {imageConsentSchema.options.map((value) => (
                <option key={value} value={value}>
                  {imageConsentLabels[value]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn btn--primary">
            {messages.trainer.save}
          </button>
        </fieldset>
        <Notice feedback={feedback} />
      </form>
    </section>
  );
}
