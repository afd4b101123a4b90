/** /mentions-legales: who publishes and hosts the portal (loi n° 2004-575 du 21 juin 2004, art. 6). */
import { Link } from 'react-router-dom';
import { publicMessages } from '#shared/public-messages';
import { webRoutes } from '#shared/web-routes';
import { config } from '#web/lib/config';
import { LegalPage, type LegalSection } from '../components/legal-page';
import { legalFacts } from '../lib/facts';

export function LegalNoticePage() {
  const org = config.organisation;
  const { hosting } = legalFacts;
  const sections: LegalSection[] = [
    {
      id: 'editeur',
      title: 'Éditeur du site',
      content: (
        <>
          <p>Le portail photo des séjours est édité par :</p>
          <address>
            <strong>{org.name}</strong>
            <br />
            {org.legalForm}
            <br />
            {org.address}
            <br />
            Téléphone : {org.phone}
            <br />
            Courriel : <a href={`mailto:${org.email}`}>{org.email}</a>
          </address>
          <p>
            Directeur ou directrice de la publication : <strong>{org.publicationDirector}</strong>.
          </p>
        </>
      ),
    },
    {
      id: 'hebergement',
      title: 'Hébergement',
      content: (
        <>
          <p>Le site, ses données et les photos des séjours sont hébergés par :</p>
          <address>
            <strong>{hosting.company}</strong>
            <br />
            {hosting.address}
            <br />
            <a href={hosting.website} rel="noopener noreferrer">
              {hosting.website}
            </a>
          </address>
          <p>
            Les serveurs utilisés sont situés en France, dans la région {hosting.region} d'Amazon Web
            Services.
          </p>
        </>
      ),
    },
    {
      id: 'objet',
      title: 'Objet du site',
      content: (
        <p>
          Ce portail permet aux familles de retrouver et de télécharger les photos des séjours de vacances
          organisés par {org.name}, et aux équipes d'encadrement de déposer ces photos. L'accès aux photos
          d'un séjour est réservé aux familles qui disposent du mot de passe de ce séjour.
        </p>
      ),
    },
    {
      id: 'propriete',
      title: "Propriété intellectuelle et droit à l'image",
      content: (
        <>
          <p>
            La structure du site, ses textes, ses illustrations et son logo sont la propriété de l'éditeur.
            Toute reproduction ou représentation, totale ou partielle, sans autorisation écrite préalable est
            interdite.
          </p>
          <p>
            Les photos des séjours sont mises à la disposition des familles pour un usage strictement privé et
            familial. Elles représentent des mineurs : leur publication ou leur diffusion, notamment sur les
            réseaux sociaux, sans l'accord des représentants légaux de chaque enfant reconnaissable porte
            atteinte à leur droit à l'image (article 9 du Code civil). Les règles détaillées figurent dans la{' '}
            <Link to={webRoutes.photoPolicy}>{publicMessages.footer.photos.toLowerCase()}</Link>.
          </p>
        </>
      ),
    },
    {
      id: 'donnees',
      title: 'Données personnelles',
      content: (
        <p>
          Les traitements de données personnelles réalisés par le portail, leurs finalités, leurs durées de
          conservation et la façon d'exercer vos droits sont décrits dans la{' '}
          <Link to={webRoutes.privacyPolicy}>{publicMessages.footer.privacy.toLowerCase()}</Link>.
        </p>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies et stockage local',
      content: (
        <p>
          Le site ne dépose aucun cookie publicitaire ni de mesure d'audience. Il enregistre seulement, dans
          le stockage local de votre navigateur, le jeton de connexion qui vous évite de ressaisir le mot de
          passe du séjour. Ce stockage est strictement nécessaire au service que vous demandez et ne requiert
          donc pas de consentement ; il est effacé lorsque vous cliquez sur « {publicMessages.nav.logout} » et
          le jeton expire de lui-même après {legalFacts.sessionLifetime}.
        </p>
      ),
    },
    {
      id: 'responsabilite',
      title: 'Responsabilité',
      content: (
        <p>
          {org.name} s'efforce d'assurer la disponibilité et l'exactitude des informations du site, sans
          pouvoir garantir l'absence d'interruption, notamment pour maintenance. Les liens vers des sites
          extérieurs sont fournis à titre d'information ; {org.name} n'est pas responsable de leur contenu.
        </p>
      ),
    },
    {
      id: 'droit-applicable',
      title: 'Droit applicable et contact',
      content: (
        <p>
          Les présentes mentions sont régies par le droit français. Pour toute question sur le site, écrivez à{' '}
          <a href={`mailto:${org.email}`}>{org.email}</a> ou par courrier à {org.name}, {org.address}.
        </p>
      ),
    },
  ];

  return (
    <LegalPage
      title={publicMessages.footer.legal}
      lead={<p>Informations sur l'éditeur et l'hébergeur du portail photo des séjours ({org.name}).</p>}
      sections={sections}
    />
  );
}
