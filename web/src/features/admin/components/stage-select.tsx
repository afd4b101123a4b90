/**
 * A stay picker for the panels: stays come a page at a time from the server (newest first), with a
 * search box for long seasons.
 */
import { useEffect, useId, useState } from 'react';
import type { StageName } from '../../../../../shared/admin-schemas';
import { messages } from '../../../../../shared/messages';
import { formatDate } from '../../../lib/dates';
import { adminFetch } from '../api/admin-api';
import { Field } from './field';
import { PageNumbers } from './pager';

const PAGE_SIZE = 200;

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
  const [stages, setStages] = useState<{ items: StageName[]; total: number }>({ items: [], total: 0 });

  useEffect(() => {
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      void adminFetch('listStageNames', {
        query: { page: String(page), pageSize: String(PAGE_SIZE), ...(q ? { q } : {}) },
        signal: controller.signal,
      })
        .then((answer) => setStages({ items: answer.items, total: answer.total }))
        .catch(() => undefined);
    }, 200);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [q, page]);

  const pages = Math.ceil(stages.total / PAGE_SIZE);
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
          onChange={(event) =>
            onChange(
              event.target.value,
              stages.items.find((stage) => stage.id === event.target.value),
            )
          }
        >
          <option value="">{messages.backOffice.fields.chooseStage}</option>
          {stages.items.map((stage) => (
            <option key={stage.id} value={stage.id}>
              {stageLabel(stage)}
            </option>
          ))}
        </select>
      </div>
      <PageNumbers page={page} pages={pages} onPage={setPage} />
    </Field>
  );
}
