/**
 * The navigation bar of every page: logo, family photos, stays, the "spaces" menu
 * (Famille, Equipe, Administrateur), logout when signed in, and a mobile menu behind a button.
 */
import { type CSSProperties, type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { NAV_OFFSET_PX } from '#shared/limits';
import { publicMessages } from '#shared/public-messages';
import { webRoutes } from '#shared/web-routes';
import { ChevronDownIcon, CloseIcon, LogoutIcon, MenuIcon } from '#web/components/icons';
import { LogoMark } from '#web/components/logo';
import { useSignOut } from '#web/features/auth/api/logout';
import { config } from '#web/lib/config';
import { useHasSession } from '#web/lib/session';
import { MobileMenu } from './mobile-menu';
import { useDismiss } from './use-dismiss';
import { useFamilyLink } from './use-family-link';
import './site-header.css';

/**
 * Whether the page is scrolled past `offset`, told by an IntersectionObserver watching `marker`, an
 * invisible box over the page's first `offset` pixels: it leaves the screen exactly when the page
 * is scrolled past them. The browser reports that after its own layout, so nothing here reads the
 * scroll position. Read at each scroll event, `window.scrollY` made the browser lay out at once
 * whatever a long gallery had just added, inside the event, on top of the frame's own layout.
 */
const useScrolledPast = (marker: RefObject<HTMLElement | null>): boolean => {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const node = marker.current;
    if (!node) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setScrolled(!entry.isIntersecting);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [marker]);
  return scrolled;
};

/** Sized here rather than in CSS: the offset is the shared constant. */
const SCROLL_MARKER_STYLE: CSSProperties = { height: NAV_OFFSET_PX };

export function SiteHeader() {
  const navigate = useNavigate();
  const location = useLocation();
  const hasSession = useHasSession();
  const scrollMarker = useRef<HTMLDivElement>(null);
  const scrolled = useScrolledPast(scrollMarker);

  const [menuOpen, setMenuOpen] = useState(false);
  const [spacesOpen, setSpacesOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const closeSpaces = useCallback(() => setSpacesOpen(false), []);
  const closeAll = useCallback(() => {
    setMenuOpen(false);
    setSpacesOpen(false);
  }, []);

  const menuToggle = useRef<HTMLButtonElement>(null);
  const spacesToggle = useRef<HTMLButtonElement>(null);
  const spacesPanel = useRef<HTMLUListElement>(null);
  useDismiss(spacesOpen, closeSpaces, { popup: spacesPanel, trigger: spacesToggle });

  // Any navigation closes the menus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new location on purpose.
  useEffect(closeAll, [location.key]);

  const family = useFamilyLink(closeAll);
  const spacesId = useId();
  const menuId = useId();
  const onStayPage = location.pathname.startsWith('/stage-details/');
  const signOut = useSignOut();

  const logout = (): void => {
    closeAll();
    signOut.mutate();
    navigate(webRoutes.home);
  };

  return (
    <>
      <div
        ref={scrollMarker}
        className="site-header__scroll-marker"
        style={SCROLL_MARKER_STYLE}
        aria-hidden="true"
      />
      <header className={`site-header${scrolled ? ' is-scrolled' : ''}`}>
        <div className="container site-header__bar">
          <Link
            to={webRoutes.home}
            className="brand"
            aria-label={`${config.organisation.name} – ${publicMessages.nav.homeLink}`}
          >
            <LogoMark className="logo-mark" />
            <span className="brand__name">{config.organisation.name}</span>
          </Link>

          <nav className="site-nav" aria-label={publicMessages.app.mainNav}>
            <ul className="site-nav__list">
              <li>
                <a
                  href={webRoutes.login}
                  className="site-nav__link"
                  aria-current={onStayPage ? 'page' : undefined}
                  onClick={family.onClick}
                >
                  {publicMessages.nav.familyLink}
                </a>
              </li>
              <li>
                <NavLink to={webRoutes.stages} className="site-nav__link">
                  {publicMessages.nav.stays}
                </NavLink>
              </li>
              <li
                className="spaces"
                // Tabbing out of the menu closes it, as a click outside does.
                onBlur={(event) => {
                  if (!event.currentTarget.contains(event.relatedTarget)) closeSpaces();
                }}
              >
                <button
                  ref={spacesToggle}
                  type="button"
                  className="site-nav__link spaces__toggle"
                  aria-expanded={spacesOpen}
                  aria-controls={spacesId}
                  onClick={() => setSpacesOpen((open) => !open)}
                >
                  {publicMessages.app.spacesMenu}
                  <ChevronDownIcon className="spaces__chevron" />
                </button>
                {spacesOpen && (
                  <ul id={spacesId} ref={spacesPanel} className="spaces__panel">
                    <li>
                      <a href={webRoutes.login} className="spaces__item" onClick={family.onClick}>
                        {publicMessages.nav.menuFamily}
                      </a>
                    </li>
                    <li>
                      <Link to={webRoutes.directorHome} className="spaces__item">
                        {publicMessages.nav.menuTeam}
                      </Link>
                    </li>
                    <li>
                      <Link to={webRoutes.adminPortal} className="spaces__item">
                        {publicMessages.nav.menuAdmin}
                      </Link>
                    </li>
                  </ul>
                )}
              </li>
              {hasSession && (
                <li>
                  <button type="button" className="btn btn--secondary site-nav__logout" onClick={logout}>
                    <LogoutIcon />
                    {publicMessages.nav.logout}
                  </button>
                </li>
              )}
            </ul>
          </nav>

          <button
            ref={menuToggle}
            type="button"
            className="menu-toggle"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? publicMessages.nav.closeMenu : publicMessages.nav.openMenu}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>

        {family.pending && (
          <p className="lookup-status" role="status">
            {publicMessages.loading.stayId}
          </p>
        )}

        {menuOpen && (
          <MobileMenu
            id={menuId}
            toggle={menuToggle}
            onClose={closeMenu}
            onFamilyClick={family.onClick}
            onLogout={hasSession ? logout : undefined}
          />
        )}
      </header>
    </>
  );
}
