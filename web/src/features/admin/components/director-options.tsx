/** What the director pickers of the panels show. */
import { messages } from '#shared/messages';

const t = messages.backOffice;

/** The two director categories, as the options of a select. */
export function CategoryOptions() {
  return (
    <>
      <option value="centre">{t.fields.centre}</option>
      <option value="sejour">{t.fields.sejour}</option>
    </>
  );
}

/** A person in a picker: name, first name and address, so namesakes stay apart. */
export const personLabel = (person: {
  readonly nom: string;
  readonly prenom: string;
  readonly mail: string;
}): string => `${person.nom} ${person.prenom} — ${person.mail}`;
