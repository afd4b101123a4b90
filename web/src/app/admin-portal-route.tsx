/**
 * /portail as the app composes it: the admin portal with the panels other features provide
 * (features never import each other; the app puts them together). Loaded on demand by the router.
 */
import { PortalPage, portalLoader } from '#web/features/admin/pages/portal-page';
import { ReportsDownloadPanel } from '#web/features/collab-admin/components/reports-download-panel';

export { portalLoader };

export function AdminPortalRoute() {
  return <PortalPage evaluations={<ReportsDownloadPanel />} />;
}
