/**
 * A stay picker for the panels: stays come a page at a time from the server (newest first), with a
 * search box for long seasons.
 */
import { useId, useState } from 'react';
import type { StageName } from '#shared/admin-schemas';
import { messages } from '#shared/messages';
import { Notice } from '#web/components/notice';
import { formatDate } from '#web/lib/dates';
import { failureOf } from '#web/lib/feedback';
import { useDebouncedValue } from '#web/lib/use-debounced-value';
import { STAGE_NAMES_PAGE_SIZE, useStageNames } from '../api/get-stage-names';
import { isListLoading } from '../lib/list-loading';
import { Field, ListLoading } from './field';
import { PageNumbers } from './pager';

export const stageLabel = (stage: StageName): string =>
  `${stage.nomStage} (${formatDate(stage.dateDebut)} – ${formatDate(stage.dateFin)})`;

interface StageSelectProps {
  readonly value: string;
  readonly onChange: (stageId: string, stage: StageName | undefined) => void;
  readonly label?: string;
}

export function StageSelect({ value, onChange, label = messages.backOffice.fields.stage }: StageSelectProps) {
  const id = useId();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  // The server is asked once the typing pauses, not at each key.
  const search = useDebouncedValue(q, 200);
  const stages = useStageNames(page, search);
  const items = stages.data?.items ?? [];

  const pages = Math.ceil((stages.data?.total ?? 0) / STAGE_NAMES_PAGE_SIZE);
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
          aria-busy={isListLoading(stages)}
          onChange={(event) =>
            onChange(
              event.target.value,
              items.find((stage) => stage.id === event.target.value),
            )
          }
        >
          <option value="">{messages.backOffice.fields.chooseStage}</option>
          {items.map((stage) => (
            <option key={stage.id} value={stage.id}>
              {stageLabel(stage)}
            </option>
          ))}
        </select>
      </div>
      {isListLoading(stages) && <ListLoading />}
      <PageNumbers page={page} pages={pages} onPage={setPage} />
      <Notice feedback={failureOf(stages.error, messages.api.internalError)} className="admin-notice" />
    </Field>
  );
}
