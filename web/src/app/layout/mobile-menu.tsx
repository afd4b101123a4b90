/** The phone menu: every entry of the navigation bar, closing on Escape or a press outside it. */
import { type MouseEvent, type RefObject, useEffect, useRef } from 'react';
import { NavLink } from 'react-router-dom';
import { publicMessages } from '#shared/public-messages';
import { webRoutes } from '#shared/web-routes';
import { LogoutIcon } from '#web/components/icons';
import { useDismiss } from './use-dismiss';

interface MobileMenuProps {
  readonly id: string;
  readonly toggle: RefObject<HTMLButtonElement | null>;
  readonly onClose: () => void;
  readonly onFamilyClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Present only when a token is stored. */
  readonly onLogout: (() => void) | undefined;
}

export function MobileMenu({ id, toggle, onClose, onFamilyClick, onLogout }: MobileMenuProps) {
  const panel = useRef<HTMLDivElement>(null);
  useDismiss(true, onClose, { popup: panel, trigger: toggle });

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, []);

  return (
    <>
      <div className="mobile-menu__backdrop" aria-hidden="true" />
      <div ref={panel} id={id} className="mobile-menu">
        <nav aria-label={publicMessages.app.mainNav}>
          <ul className="mobile-menu__list">
            <li>
              <NavLink to={webRoutes.home} end className="mobile-menu__link" onClick={onClose}>
                {publicMessages.nav.mobileHome}
              </NavLink>
            </li>
            <li>
              <a href={webRoutes.login} className="mobile-menu__link" onClick={onFamilyClick}>
                {publicMessages.nav.familyLink}
              </a>
            </li>
            <li>
              <NavLink to={webRoutes.stages} className="mobile-menu__link" onClick={onClose}>
                {publicMessages.nav.stays}
              </NavLink>
            </li>
            <li>
              <NavLink to={webRoutes.directorHome} className="mobile-menu__link" onClick={onClose}>
                {publicMessages.nav.mobileTeam}
              </NavLink>
            </li>
            <li>
              <NavLink to={webRoutes.adminPortal} className="mobile-menu__link" onClick={onClose}>
                {publicMessages.nav.mobileAdmin}
              </NavLink>
            </li>
            {onLogout && (
              <li>
                <button type="button" className="mobile-menu__link mobile-menu__logout" onClick={onLogout}>
                  <LogoutIcon />
                  {publicMessages.nav.logout}
                </button>
              </li>
            )}
          </ul>
        </nav>
      </div>
    </>
  );
}
