/**
 * The navigation bar of every page: logo, family photos, stays, the "spaces" menu
 * (Famille, Equipe, Administrateur), logout when signed in, and a mobile menu behind a button.
 */
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { NAV_OFFSET_PX } from '../../../../shared/limits';
import { publicMessages } from '../../../../shared/public-messages';
import { webRoutes } from '../../../../shared/web-routes';
import { ChevronDownIcon, CloseIcon, LogoutIcon, MenuIcon } from '../../components/icons';
import { LogoMark } from '../../components/logo';
import { useSignOut } from '../../features/auth/api/logout';
import { config } from '../../lib/config';
import { useHasSession } from '../../lib/session';
import { MobileMenu } from './mobile-menu';
import { useDismiss } from './use-dismiss';
import { useFamilyLink } from './use-family-link';
import './site-header.css';

const subscribeToScroll = (onScroll: () => void): (() => void) => {
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => window.removeEventListener('scroll', onScroll);
};

/**
 * Whether the page is scrolled past `offset`. React compares the answer at each scroll event and
 * draws the header again only when it changes: a state set at every event had the header drawn
 * again while a family scrolled a long gallery, inside the frames that draw its rows.
 */
const useScrolledPast = (offset: number): boolean =>
  useSyncExternalStore(
    subscribeToScroll,
    () => window.scrollY > offset,
    () => false,
  );

export function SiteHeader() {
  const navigate = useNavigate();
  const location = useLocation();
  const hasSession = useHasSession();
  const scrolled = useScrolledPast(NAV_OFFSET_PX);

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
                    <Link to={webRoutes.trainerHome} className="spaces__item">
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
          {publicMessages.loading.stageId}
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
  );
}
