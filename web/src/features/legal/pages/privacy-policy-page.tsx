/** /politique-confidentialite: the personal data the portal processes and the rights of the people concerned (RGPD). */
import { Link } from 'react-router-dom';
import { publicMessages } from '#shared/public-messages';
import { webRoutes } from '#shared/web-routes';
import { config } from '#web/lib/config';
import { LegalPage, type LegalSection } from '../components/legal-page';
import { legalFacts } from '../lib/facts';

export function PrivacyPolicyPage() {
  const org = config.organisation;
  const { cnil, hosting } = legalFacts;
  const mail = <a href={`mailto:${org.email}`}>{org.email}</a>;
  const sections: LegalSection[] = [
    {
      id: 'responsable',
      title: 'Responsable du traitement',
      content: (
        <>
          <p>
            Les données personnelles traitées par ce portail le sont par <strong>{org.name}</strong> (
            {org.legalForm}), {org.address}, qui en est responsable au sens du règlement général sur la
            protection des données (RGPD, règlement (UE) 2016/679) et de la loi « Informatique et Libertés »
            du 6 janvier 1978 modifiée.
          </p>
          <p>Pour toute question relative à vos données : {mail}.</p>
        </>
      ),
    },
    {
      id: 'donnees',
      title: 'Les données que nous traitons',
      content: (
        <ul>
          <li>
            <strong>Les photos des séjours</strong>, qui montrent les enfants et les encadrants pendant les
            activités. Une photo sur laquelle une personne est reconnaissable est une donnée personnelle.
          </li>
          <li>
            <strong>Les participants et leurs représentants légaux</strong> : nom et prénom de l'enfant,
            séjour, nom et adresse électronique du représentant légal, qui reçoit le mot de passe du séjour.
          </li>
          <li>
            <strong>Les membres des équipes d'encadrement</strong> : nom, prénom, adresse électronique,
            téléphone et séjours encadrés ; leurs rapports de suivi des stagiaires.
          </li>
          <li>
            <strong>Les données techniques de connexion</strong> : adresse IP, date et heure des connexions et
            des tentatives échouées, jeton de connexion enregistré dans votre navigateur.
          </li>
        </ul>
      ),
    },
    {
      id: 'finalites',
      title: 'Pourquoi nous les traitons',
      content: (
        <dl>
          <dt>Partager avec les familles les photos du séjour de leur enfant</dt>
          <dd>
            Exécution du contrat d'inscription au séjour et autorisation de prise et de diffusion d'images
            donnée par les représentants légaux lors de l'inscription.
          </dd>
          <dt>Transmettre les mots de passe d'accès aux familles et aux équipes</dt>
          <dd>Exécution du contrat d'inscription et de l'engagement des encadrants.</dd>
          <dt>Organiser les séjours et le suivi des stagiaires par les équipes</dt>
          <dd>Exécution du contrat et intérêt légitime de l'organisation à encadrer ses séjours.</dd>
          <dt>Sécuriser le portail</dt>
          <dd>
            Intérêt légitime : après {legalFacts.loginMaxFailures} mots de passe erronés en{' '}
            {legalFacts.loginWindow} pour un même séjour depuis une même adresse (en IPv6, un même réseau
            /64), les tentatives de cette adresse sont bloquées pendant {legalFacts.loginLock} ; après{' '}
            {legalFacts.loginMaxFailuresUnderAttack} seulement lorsque le séjour reçoit de nombreux mots de
            passe erronés de toutes parts. Un mot de passe juste n'est jamais compté.
          </dd>
        </dl>
      ),
    },
    {
      id: 'destinataires',
      title: 'Qui peut y accéder',
      content: (
        <>
          <ul>
            <li>
              les personnes habilitées de l'organisation (administration des séjours et validation des photos)
              ;
            </li>
            <li>l'équipe d'encadrement du séjour concerné, pour ce seul séjour ;</li>
            <li>
              les familles du séjour, pour les seules photos validées de ce séjour (voir la{' '}
              <Link to={webRoutes.photoPolicy}>{publicMessages.footer.photos.toLowerCase()}</Link>) ;
            </li>
            <li>
              notre hébergeur, {hosting.company}, qui agit comme sous-traitant pour le stockage des données et
              l'envoi des courriels, sur nos seules instructions.
            </li>
          </ul>
          <p>Vos données ne sont ni vendues, ni louées, ni utilisées à des fins publicitaires.</p>
        </>
      ),
    },
    {
      id: 'hebergement',
      title: 'Où sont-elles conservées',
      content: (
        <p>
          Les données et les photos sont hébergées en France, dans la région {hosting.region} d'Amazon Web
          Services. Le groupe Amazon ayant son siège aux États-Unis, tout accès éventuel depuis un pays situé
          hors de l'Union européenne est encadré par les clauses contractuelles types adoptées par la
          Commission européenne et par le cadre de protection des données UE–États-Unis.
        </p>
      ),
    },
    {
      id: 'conservation',
      title: 'Combien de temps',
      content: (
        <ul>
          <li>
            <strong>Photos</strong> : jusqu'à la date de suppression fixée par l'organisation lorsqu'elle
            valide chaque photo. À cette date, la photo et toutes ses copies sont effacées automatiquement.
          </li>
          <li>
            <strong>Données des participants, des représentants légaux et des encadrants</strong> : le temps
            de la préparation et du déroulement du séjour, puis le temps nécessaire au respect de nos
            obligations légales et comptables, avant suppression.
          </li>
          <li>
            <strong>Jeton de connexion</strong> : il expire {legalFacts.sessionLifetime} après la connexion et
            il est effacé de votre navigateur lorsque vous vous déconnectez.
          </li>
          <li>
            <strong>Tentatives de connexion échouées</strong> : {legalFacts.loginWindow}, le temps du contrôle
            décrit plus haut.
          </li>
          <li>
            <strong>Journaux techniques</strong> : au plus douze mois.
          </li>
        </ul>
      ),
    },
    {
      id: 'securite',
      title: 'Sécurité',
      content: (
        <p>
          Les échanges sont chiffrés (HTTPS). Les photos sont stockées dans un espace privé : elles ne sont
          jamais publiques et ne sont affichées qu'au travers de liens temporaires, délivrés après
          vérification du mot de passe du séjour, qui expirent au plus tard au bout de{' '}
          {legalFacts.mediaLinkLifetime} et dès qu'une photo est masquée ou supprimée. Les métadonnées des
          photos (position GPS, données EXIF de l'appareil) sont supprimées avant toute diffusion.
        </p>
      ),
    },
    {
      id: 'droits',
      title: 'Vos droits',
      content: (
        <>
          <p>
            Vous disposez d'un droit d'accès, de rectification, d'effacement, de limitation et de portabilité
            de vos données, ainsi que d'un droit d'opposition aux traitements fondés sur notre intérêt
            légitime. Vous pouvez retirer à tout moment l'autorisation de diffusion des images de votre enfant
            : les photos concernées sont alors retirées du portail. Vous pouvez aussi définir des directives
            relatives au sort de vos données après votre décès.
          </p>
          <p>
            Pour exercer ces droits, écrivez à {mail} ou par courrier à {org.name}, {org.address}, en
            précisant le séjour concerné. En cas de doute raisonnable sur votre identité, un justificatif
            pourra vous être demandé. Nous répondons dans un délai d'un mois, qui peut être prolongé de deux
            mois pour une demande complexe ; vous en serez alors informé.
          </p>
        </>
      ),
    },
    {
      id: 'reclamation',
      title: 'Réclamation auprès de la CNIL',
      content: (
        <>
          <p>
            Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez
            adresser une réclamation à l'autorité de contrôle :
          </p>
          <address>
            <strong>{cnil.name}</strong>
            <br />
            {cnil.address}
            <br />
            <a href={cnil.complaint} rel="noopener noreferrer">
              {cnil.complaint}
            </a>
          </address>
        </>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies',
      content: (
        <p>
          Le portail n'utilise ni cookie publicitaire, ni outil de mesure d'audience. Seul le jeton de
          connexion est enregistré dans le stockage local de votre navigateur ; il est strictement nécessaire
          au service.
        </p>
      ),
    },
  ];

  return (
    <LegalPage
      title={publicMessages.footer.privacy}
      lead={
        <p>
          Les photos d'enfants méritent une protection particulière. Cette page explique quelles données le
          portail traite, pourquoi, combien de temps, et comment exercer vos droits.
        </p>
      }
      sections={sections}
    />
  );
}
