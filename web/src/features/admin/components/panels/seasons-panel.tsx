/**
 * Seasons: every stay grouped by the season of its start, with what each holds, and the actions of
 * a season's start and end on a whole season or on the stays ticked. Each action is confirmed with
 * its counts, then run stay by stay with its progress shown; a stay that fails is named and the
 * others go on. The latest season opens first; another season's counts are read when it is opened.
 */
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { StayDeletionSummary } from '#shared/admin-schemas';
import { messages } from '#shared/messages';
import type { SeasonAction, SeasonStay, SeasonView } from '#shared/season-schemas';
import { useConfirm } from '#web/components/confirm-dialog';
import { frenchSpacing } from '#web/components/french-spacing';
import { Loading } from '#web/components/loading';
import { Notice } from '#web/components/notice';
import { formatDate, formatDateTime } from '#web/lib/dates';
import { errorText, type Feedback, failure, failureOf, info, success } from '#web/lib/feedback';
import { formatFileSize } from '#web/lib/file-size';
import { adminKeys } from '../../api/query-keys';
import {
  applySeasonAction,
  downloadSeasonAttestation,
  seasonsOptions,
  stayCountsOptions,
} from '../../api/seasons';
import './seasons-panel.css';

const t = messages.backOffice.seasons;

const ACTIONS: readonly SeasonAction[] = ['activer', 'desactiver', 'fermer', 'rouvrir', 'purger'];

interface Totals {
  readonly photos: number;
  readonly bytes: number;
  readonly aValider: number;
  readonly familles: number;
}

const totalOf = (counts: readonly StayDeletionSummary[]): Totals => ({
  photos: counts.reduce((sum, c) => sum + c.photos, 0),
  bytes: counts.reduce((sum, c) => sum + c.bytes, 0),
  aValider: counts.reduce((sum, c) => sum + c.aValider, 0),
  familles: counts.reduce((sum, c) => sum + c.familles, 0),
});

function StayState({ stay }: { readonly stay: SeasonStay }) {
  if (stay.clotureLe) {
    return (
      <span className="season-badge season-badge--closed">
        {t.states.closed(formatDate(stay.clotureLe.slice(0, 10)))}
      </span>
    );
  }
  return stay.actif === 1 ? (
    <span className="season-badge season-badge--on">{t.states.on}</span>
  ) : (
    <span className="season-badge">{t.states.off}</span>
  );
}

/** What a stay holds, as its counts tell once read. */
const countsLine = (counts: StayDeletionSummary | undefined, failed: boolean): string => {
  if (counts) {
    return `${t.families(counts.familles)} · ${t.photoSummary(counts.photos, formatFileSize(counts.bytes), counts.aValider)}`;
  }
  return failed ? t.countFailed : t.counting;
};

interface SeasonProps {
  readonly season: SeasonView;
  readonly open: boolean;
  readonly onToggle: (open: boolean) => void;
  readonly selected: ReadonlySet<string>;
  readonly onSelect: (ids: readonly string[], on: boolean) => void;
  readonly onAttestation: () => void;
}

function Season({ season, open, onToggle, selected, onSelect, onAttestation }: SeasonProps) {
  // The counts of a closed season are not read: a season of a past year holds many stays.
  const counts = useQueries({
    queries: season.stays.map((stay) => ({ ...stayCountsOptions(stay.id), enabled: open })),
  });
  const ids = season.stays.map((stay) => stay.id);
  const ticked = ids.filter((id) => selected.has(id)).length;
  const known = counts.flatMap((query) => (query.data ? [query.data] : []));
  const total = totalOf(known);
  // The list carries each stay's family count once counted; the stay's own counts say it anyway.
  const listed = season.stays.every((stay) => stay.familles !== null)
    ? season.stays.reduce((sum, stay) => sum + (stay.familles ?? 0), 0)
    : null;
  const families = known.length === ids.length ? total.familles : listed;
  return (
    <details className="season" open={open} onToggle={(event) => onToggle(event.currentTarget.open)}>
      <summary className="season__summary">
        <span className="season__label">{season.label}</span>
        <span className="season__counts">
          {t.summary(ids.length, ids.length > 0 ? families : null)}
          {open && ids.length > 0 && known.length === ids.length
            ? ` · ${t.photoSummary(total.photos, formatFileSize(total.bytes), total.aValider)}`
            : ''}
          {season.deletedStays.length > 0 ? ` · ${t.deletedCount(season.deletedStays.length)}` : ''}
        </span>
      </summary>
      <div className="season__body">
        <div className="season__tools">
          {ids.length > 0 ? (
            <label className="season__check">
              <input
                type="checkbox"
                checked={ticked === ids.length && ids.length > 0}
                ref={(box) => {
                  if (box) box.indeterminate = ticked > 0 && ticked < ids.length;
                }}
                onChange={(event) => onSelect(ids, event.target.checked)}
              />
              <span>{t.selectSeason(season.label)}</span>
            </label>
          ) : null}
          <button type="button" className="btn btn--secondary" onClick={onAttestation}>
            {t.actions.attestation}
          </button>
        </div>
        <ul className="season__stays">
          {season.stays.map((stay, i) => (
            <li key={stay.id} className="season-stay">
              <label className="season__check">
                <input
                  type="checkbox"
                  checked={selected.has(stay.id)}
                  onChange={(event) => onSelect([stay.id], event.target.checked)}
                  aria-label={t.selectStay(stay.nomStage)}
                />
                <span className="season-stay__name">{stay.nomStage}</span>
              </label>
              <span className="season-stay__dates">
                {formatDate(stay.dateDebut)} – {formatDate(stay.dateFin)}
                {stay.ville ? ` · ${stay.ville}` : ''}
              </span>
              <StayState stay={stay} />
              <span className="season-stay__counts">
                {countsLine(counts[i]?.data, Boolean(counts[i]?.error))}
              </span>
            </li>
          ))}
        </ul>
        {season.deletedStays.length > 0 ? (
          <div className="season__deleted">
            <p>{frenchSpacing(t.deletedTitle(season.deletedStays.length))}</p>
            <ul>
              {season.deletedStays.map((stay) => (
                <li key={stay.id}>
                  {t.deletedStay(
                    stay.nomStage,
                    formatDate(stay.dateDebut),
                    formatDate(stay.dateFin),
                    formatDateTime(stay.deletedAt),
                  )}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </details>
  );
}

export function SeasonsPanel() {
  const client = useQueryClient();
  const seasons = useQuery(seasonsOptions());
  const { confirm, dialog } = useConfirm();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [opened, setOpened] = useState<ReadonlySet<string> | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [running, setRunning] = useState(false);
  const list = seasons.data ?? [];
  // The latest season is open until the administrator opens or closes one.
  const openKeys = opened ?? new Set(list.slice(0, 1).map((season) => season.key));
  const stays = new Map(list.flatMap((season) => season.stays.map((stay) => [stay.id, stay] as const)));

  const select = (ids: readonly string[], on: boolean) => {
    const next = new Set(selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    setSelected(next);
    setFeedback(null);
  };

  /** What the confirmation says: for closing and purging, counted afresh for the stays ticked. */
  const question = async (action: SeasonAction, ids: readonly string[]): Promise<string> => {
    if (action === 'activer' || action === 'desactiver' || action === 'rouvrir')
      return t.confirm[action](ids.length);
    const counts = await Promise.all(
      ids.map((id) => client.fetchQuery({ ...stayCountsOptions(id), staleTime: 0 })),
    );
    const total = totalOf(counts);
    return action === 'fermer'
      ? t.confirm.fermer(ids.length, total.familles)
      : t.confirm.purger(ids.length, total.photos, formatFileSize(total.bytes), total.aValider);
  };

  const run = async (action: SeasonAction) => {
    // In the order shown, latest season first.
    const ids = [...stays.keys()].filter((id) => selected.has(id));
    if (ids.length === 0) {
      setFeedback(failure(t.noneSelected));
      return;
    }
    setRunning(true);
    try {
      const text = await question(action, ids);
      if (!(await confirm({ text, confirmLabel: t.actions[action] }))) return;
      const failed: string[] = [];
      for (const [done, id] of ids.entries()) {
        setFeedback(info(t.progress(done, ids.length)));
        try {
          await applySeasonAction(id, action, (answer) => setFeedback(info(answer.message)));
        } catch (error) {
          failed.push(`${stays.get(id)?.nomStage ?? id} : ${errorText(error, messages.api.internalError)}`);
        }
        void client.invalidateQueries({ queryKey: adminKeys.stayCounts(id) });
      }
      await client.invalidateQueries({ queryKey: adminKeys.seasons() });
      // The other lists of stays show the public flag too.
      void client.invalidateQueries({ queryKey: adminKeys.stayNames() });
      setFeedback(
        failed.length > 0
          ? failure([t.someFailed(failed.length, failed[0] ?? ''), ...failed.slice(1)])
          : success(t.finished(ids.length)),
      );
    } catch (error) {
      setFeedback(failure(errorText(error, t.countsFailed)));
    } finally {
      setRunning(false);
    }
  };

  const attestation = (season: string) => {
    downloadSeasonAttestation(season).catch((error: unknown) =>
      setFeedback(failure(errorText(error, messages.photoAdmin.deletionLog.attestationFailed))),
    );
  };

  let body: ReactNode;
  if (seasons.isPending) body = <Loading text={t.loading} className="admin-loading" />;
  else if (seasons.error)
    body = <Notice feedback={failureOf(seasons.error, t.failed)} className="admin-notice" />;
  else if (list.length === 0) body = <p className="admin-hint">{t.empty}</p>;
  else {
    body = list.map((season) => (
      <Season
        key={season.key}
        season={season}
        open={openKeys.has(season.key)}
        onToggle={(open) => {
          const next = new Set(openKeys);
          if (open) next.add(season.key);
          else next.delete(season.key);
          if (open !== openKeys.has(season.key)) setOpened(next);
        }}
        selected={selected}
        onSelect={select}
        onAttestation={() => attestation(season.key)}
      />
    ));
  }

  return (
    <div className="admin-form seasons">
      <p className="admin-hint">{frenchSpacing(t.intro)}</p>
      {body}
      <div className="seasons__actions">
        <span className="seasons__selected" aria-live="polite">
          {t.selected(selected.size)}
        </span>
        {ACTIONS.map((action) => (
          <button
            key={action}
            type="button"
            className={`btn btn--secondary${action === 'purger' ? ' seasons__purge' : ''}`}
            disabled={running}
            onClick={() => void run(action)}
          >
            {t.actions[action]}
          </button>
        ))}
        {/* In the bar that stays in view: the progress of a long action is seen wherever one is. */}
        <Notice feedback={feedback} className="admin-notice seasons__notice" />
      </div>
      {dialog}
    </div>
  );
}
