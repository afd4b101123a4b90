/**
 * A stay picker for the panels: stays come a page at a time from the server (newest first), with a
 * search box for long seasons.
 */
import { useId, useState } from 'react';
import type { StayName } from '#shared/admin-schemas';
import { messages } from '#shared/messages';
import { Notice } from '#web/components/notice';
import { formatDate } from '#web/lib/dates';
import { failureOf } from '#web/lib/feedback';
import { useDebouncedValue } from '#web/lib/use-debounced-value';
import { STAY_NAMES_PAGE_SIZE, useStayNames } from '../api/get-stay-names';
import { isListLoading } from '../lib/list-loading';
import { Field, ListLoading } from './field';
import { PageNumbers } from './pager';

export const stayLabel = (stay: StayName): string =>
  `${stay.nomStage} (${formatDate(stay.dateDebut)} – ${formatDate(stay.dateFin)})`;

interface StaySelectProps {
  readonly value: string;
  readonly onChange: (stayId: string, stay: StayName | undefined) => void;
  readonly label?: string;
}

export function StaySelect({ value, onChange, label = messages.backOffice.fields.stage }: StaySelectProps) {
  const id = useId();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  // The server is asked once the typing pauses, not at each key.
  const search = useDebouncedValue(q, 200);
  const stays = useStayNames(page, search);
  const items = stays.data?.items ?? [];

  const pages = Math.ceil((stays.data?.total ?? 0) / STAY_NAMES_PAGE_SIZE);
  return (
    <Field id={id} label={label}>
      <div className="stage-select">
        <input
          className="field__input stage-select__search"
          type="search"
          placeholder={messages.backOffice.search}
          aria-label={`${label} : ${messages.backOffice.search.toLowerCase()}`}
          value={q}
          onChange={(event) => {
            setQ(event.target.value);
            setPage(1);
          }}
        />
        <select
          id={id}
          className="field__input"
          value={value}
          aria-busy={isListLoading(stays)}
          onChange={(event) =>
            onChange(
              event.target.value,
              items.find((stay) => stay.id === event.target.value),
            )
          }
        >
          <option value="">{messages.backOffice.fields.chooseStay}</option>
          {items.map((stay) => (
            <option key={stay.id} value={stay.id}>
              {stayLabel(stay)}
            </option>
          ))}
        </select>
      </div>
      {isListLoading(stays) && <ListLoading />}
      <PageNumbers page={page} pages={pages} onPage={setPage} />
      <Notice feedback={failureOf(stays.error, messages.api.internalError)} className="admin-notice" />
    </Field>
  );
}
