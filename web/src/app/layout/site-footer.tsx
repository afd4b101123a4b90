import { Link } from 'react-router-dom';
import { publicMessages } from '#shared/public-messages';
import { webRoutes } from '#shared/web-routes';
import { LogoMark } from '#web/components/logo';
import { config } from '#web/lib/config';
import './site-footer.css';

export function SiteFooter() {
  const { organisation } = config;
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__about">
          <p className="site-footer__brand">
            <LogoMark className="logo-mark" />
            {organisation.name}
          </p>
          <p>{publicMessages.app.footerTagline}</p>
          <p>
            <a className="site-footer__mail" href={`mailto:${organisation.email}`}>
              {organisation.email}
            </a>
          </p>
        </div>
        <nav aria-label={publicMessages.app.footerNav}>
          <ul className="site-footer__links">
            <li>
              <Link to={webRoutes.legalNotice}>{publicMessages.footer.legal}</Link>
            </li>
            <li>
              <Link to={webRoutes.privacyPolicy}>{publicMessages.footer.privacy}</Link>
            </li>
            <li>
              <Link to={webRoutes.photoPolicy}>{publicMessages.footer.photos}</Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="container site-footer__bottom">
        <p>{publicMessages.app.copyright(new Date().getFullYear(), organisation.name)}</p>
      </div>
    </footer>
  );
}
