/**
 * /portail: a menu on the left, the chosen panel on the right; camp creation by
 * default. The panel is in the address (?panneau=…) so a reload or a shared link keeps it.
 */
import type { ReactNode } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useLocation, useSearchParams } from 'react-router-dom';
import { messages } from '#shared/messages';
import { DocumentTitle } from '#web/components/document-title';
import { frenchSpacing } from '#web/components/french-spacing';
import { Notice } from '#web/components/notice';
import { requireAdmin } from '#web/lib/admin-session';
import { success } from '#web/lib/feedback';
import { CsvImportPanel, DeleteFamilyCsvPanel } from '../components/panels/import-panels';
import { AssignPanel, BookletsPanel, EvaluationsPanel } from '../components/panels/misc-panels';
import {
  DownloadPasswordsPanel,
  MailLogPanel,
  SendPasswordsPanel,
} from '../components/panels/password-panels';
import { DirectorsPanel, FamiliesPanel } from '../components/panels/people-panels';
import { SeasonsPanel } from '../components/panels/seasons-panel';
import { CreateStayPanel, StaySelectorPanel } from '../components/panels/stay-panels';
// The form field styles live with the shared password field; these pages may load without it.
import '#web/components/password-field.css';
import './admin.css';

const m = messages.backOffice.menu;

export const portalLoader = ({ request }: LoaderFunctionArgs) => requireAdmin(request);

type PanelId =
  | 'photos'
  | 'creer'
  | 'modifier'
  | 'csv-sejours'
  | 'mails'
  | 'mails-directeurs'
  | 'mots-de-passe'
  | 'familles'
  | 'csv-familles'
  | 'supprimer-csv-familles'
  | 'directeurs'
  | 'attribution'
  | 'livrets'
  | 'evaluations'
  | 'journal-mails'
  | 'saisons';

/** Menu order follows the spec's list, then the panels the old version had no entry for. */
const MENU: readonly { id: PanelId; label: string }[] = [
  { id: 'photos', label: m.photos },
  { id: 'creer', label: m.createStay },
  { id: 'modifier', label: m.modifyStay },
  { id: 'csv-sejours', label: m.campCsv },
  { id: 'mails', label: m.sendPasswords },
  { id: 'mails-directeurs', label: m.sendDirectorPasswords },
  { id: 'mots-de-passe', label: m.downloadPasswords },
  { id: 'familles', label: m.families },
  { id: 'csv-familles', label: m.familyCsv },
  { id: 'supprimer-csv-familles', label: m.deleteFamilyCsv },
  { id: 'directeurs', label: m.directors },
  { id: 'attribution', label: m.assign },
  { id: 'livrets', label: m.booklets },
  { id: 'evaluations', label: m.evaluations },
  { id: 'journal-mails', label: m.mailLog },
  { id: 'saisons', label: m.seasons },
];

/** Panels other features provide; the app mounts them here (features never import each other). */
export interface PortalSlots {
  readonly evaluations?: ReactNode;
}

const panelFor = (id: PanelId, username: string, slots: PortalSlots): ReactNode => {
  switch (id) {
    case 'photos':
      return <StaySelectorPanel target="photos" />;
    case 'modifier':
      return <StaySelectorPanel target="modify" />;
    case 'csv-sejours':
      return <CsvImportPanel kind="sejours" />;
    case 'csv-familles':
      return <CsvImportPanel kind="stagiaires" />;
    case 'supprimer-csv-familles':
      return <DeleteFamilyCsvPanel />;
    case 'mails':
      return <SendPasswordsPanel />;
    case 'mails-directeurs':
      return <SendPasswordsPanel initialType="formateur" />;
    case 'mots-de-passe':
      return <DownloadPasswordsPanel />;
    case 'familles':
      return <FamiliesPanel />;
    case 'directeurs':
      return <DirectorsPanel />;
    case 'attribution':
      return <AssignPanel />;
    case 'livrets':
      return <BookletsPanel />;
    case 'evaluations':
      return slots.evaluations ?? <EvaluationsPanel />;
    case 'journal-mails':
      return <MailLogPanel />;
    case 'saisons':
      return <SeasonsPanel />;
    default:
      return <CreateStayPanel username={username} />;
  }
};

/** What the page that sent the administrator here had to say (a deleted stay's 'Séjour supprimé…'). */
const messageOf = (state: unknown): string | null =>
  typeof state === 'object' && state !== null && 'message' in state && typeof state.message === 'string'
    ? state.message
    : null;

export function PortalPage(slots: PortalSlots) {
  const { username } = useLoaderData<typeof portalLoader>();
  const arrival = messageOf(useLocation().state);
  const [params, setParams] = useSearchParams();
  const current = MENU.find((entry) => entry.id === params.get('panneau'))?.id ?? 'creer';
  const title = MENU.find((entry) => entry.id === current)?.label ?? m.createStay;
  return (
    <section className="admin-portal container">
      <DocumentTitle title={messages.backOffice.portalTitle} />
      <header className="admin-portal__header">
        <h1>{messages.backOffice.portalTitle}</h1>
        <p className="admin-hint">{frenchSpacing(messages.backOffice.signedInAs(username))}</p>
      </header>
      <Notice feedback={arrival ? success(arrival) : null} className="admin-notice" />
      <div className="admin-portal__body">
        <nav className="admin-menu" aria-label={m.label}>
          {/* A phone is too narrow for the sixteen sections side by side: it lists them in its own
              picker, every one in reach, where a sideways strip hid most of them. */}
          <label className="admin-menu__picker">
            <span>{m.label}</span>
            <select
              value={current}
              onChange={(event) => {
                const id = event.target.value;
                setParams(id === 'creer' ? {} : { panneau: id });
              }}
            >
              {MENU.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.label}
                </option>
              ))}
            </select>
          </label>
          <ul>
            {MENU.map((entry) => (
              <li key={entry.id}>
                <button
                  type="button"
                  className={`admin-menu__item${entry.id === current ? ' is-current' : ''}`}
                  aria-current={entry.id === current ? 'page' : undefined}
                  onClick={() => setParams(entry.id === 'creer' ? {} : { panneau: entry.id })}
                >
                  {entry.label}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <div className="card admin-panel">
          <h2 className="admin-panel__title">{title}</h2>
          <div key={current}>{panelFor(current, username, slots)}</div>
        </div>
      </div>
    </section>
  );
}
