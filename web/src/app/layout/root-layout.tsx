/** The frame of every page: skip link, navigation bar, the page, footer. */
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { publicMessages } from '#shared/public-messages';
import { isStrayPagePath } from '#shared/site-paths';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './root-layout.css';

/** Every path change starts at the top of the page, as on any website. */
function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect is to run on each new path.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}

/** A thin bar under the header while the next page's data loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="navigation-progress" aria-hidden="true" />;
}

/** Loaded like the route of unknown paths: only a mistyped address needs it. */
const NotFoundPage = lazy(async () => ({
  default: (await import('#web/features/not-found/pages/not-found-page')).NotFoundPage,
}));

export function RootLayout() {
  // The router would take `/stages/` for `/stages`: no link of the portal ends so, and the address
  // is another page, unknown, as it is for CloudFront and the local server.
  const stray = isStrayPagePath(useLocation().pathname);
  return (
    <>
      <a className="skip-link" href="#contenu">
        {publicMessages.app.skipToContent}
      </a>
      <ScrollToTop />
      <SiteHeader />
      <NavigationProgress />
      <main id="contenu" className="site-main" tabIndex={-1}>
        {stray ? (
          <Suspense fallback={null}>
            <NotFoundPage />
          </Suspense>
        ) : (
          <Outlet />
        )}
      </main>
      <SiteFooter />
    </>
  );
}
