/** /politique-photos: how the photos of children are taken, checked, shown, kept and removed. */
import { Link } from 'react-router-dom';
import { publicMessages } from '#shared/public-messages';
import { webRoutes } from '#shared/web-routes';
import { config } from '#web/lib/config';
import { LegalPage, type LegalSection } from '../components/legal-page';
import { legalFacts } from '../lib/facts';

export function PhotoPolicyPage() {
  const org = config.organisation;
  const mail = <a href={`mailto:${org.email}`}>{org.email}</a>;
  const sections: LegalSection[] = [
    {
      id: 'prise-de-vue',
      title: 'Qui prend et dépose les photos',
      content: (
        <>
          <p>
            Les photos sont prises pendant les activités par l'équipe d'encadrement du séjour, puis déposées
            sur le portail depuis son espace réservé, protégé par le mot de passe « équipe » du séjour.
          </p>
          <p>
            L'équipe photographie les enfants dans des situations respectueuses : jamais pendant la toilette,
            le change ou le sommeil, ni dans une situation gênante. Elle ne photographie pas un enfant dont
            les représentants légaux ont refusé la prise d'images lors de l'inscription.
          </p>
        </>
      ),
    },
    {
      id: 'validation',
      title: 'Une validation avant toute diffusion',
      content: (
        <p>
          Aucune photo déposée n'est visible immédiatement. Chaque photo est d'abord examinée par un
          administrateur de l'organisation, qui décide de la publier ou non et fixe sa date de suppression.
          Les photos en attente de validation ou écartées ne sont jamais montrées aux familles.
        </p>
      ),
    },
    {
      id: 'qui-voit',
      title: 'Qui voit quelles photos',
      content: (
        <>
          <ul>
            <li>
              <strong>Les familles</strong> voient uniquement les photos validées du séjour de leur enfant, et
              seulement après avoir saisi le mot de passe famille de ce séjour. Ce mot de passe est envoyé par{' '}
              {org.name} à l'adresse électronique des représentants légaux des participants.
            </li>
            <li>
              <strong>L'équipe d'encadrement</strong> voit les photos de son propre séjour.
            </li>
            <li>
              <strong>Les administrateurs</strong> de l'organisation voient les photos de tous les séjours,
              pour les valider.
            </li>
          </ul>
          <p>
            Les photos ne sont jamais publiques : elles n'apparaissent pas dans la liste des séjours et ne
            sont pas accessibles aux moteurs de recherche. Merci de ne pas communiquer le mot de passe du
            séjour en dehors de votre famille.
          </p>
        </>
      ),
    },
    {
      id: 'protection',
      title: 'Comment les photos sont protégées',
      content: (
        <ul>
          <li>
            Les photos sont stockées dans un espace privé, hébergé en France chez Amazon Web Services (région{' '}
            {legalFacts.hosting.region}).
          </li>
          <li>
            Chaque photo est affichée au travers d'un lien temporaire, délivré après vérification du mot de
            passe, qui expire au plus tard au bout de {legalFacts.mediaLinkLifetime}, et dès que la photo est
            masquée ou supprimée : copier ce lien ne donne pas un accès durable à la photo.
          </li>
          <li>
            Avant toute diffusion, les métadonnées des fichiers sont supprimées automatiquement : position
            GPS, modèle de l'appareil et autres données EXIF.
          </li>
        </ul>
      ),
    },
    {
      id: 'duree',
      title: 'Combien de temps les photos restent en ligne',
      content: (
        <p>
          Lorsqu'elle valide une photo, l'organisation fixe sa date de suppression. À cette date, la photo est
          retirée du portail et effacée automatiquement, avec toutes ses copies (vignette, copie d'affichage
          et original) : elle ne peut plus être téléchargée. Nous vous conseillons donc de télécharger les
          photos que vous souhaitez garder sans attendre.
        </p>
      ),
    },
    {
      id: 'usage',
      title: 'Ce que vous pouvez faire des photos',
      content: (
        <p>
          Les photos téléchargées sont destinées à un usage privé et familial. D'autres enfants y figurent
          souvent : ne les publiez pas, notamment sur les réseaux sociaux, sans l'accord de leurs
          représentants légaux. Le droit à l'image de chaque enfant est protégé par l'article 9 du Code civil.
        </p>
      ),
    },
    {
      id: 'retrait',
      title: "Demander le retrait d'une photo",
      content: (
        <>
          <p>
            Vous souhaitez qu'une photo de votre enfant soit retirée, ou vous retirez votre autorisation de
            diffusion ? Écrivez à {mail} en indiquant le nom et les dates du séjour ainsi que le numéro de la
            photo (par exemple « 12 / 40 », le numéro affiché lorsque vous l'agrandissez), ou joignez une
            capture d'écran.
          </p>
          <p>
            Après vérification, la photo est masquée puis supprimée dans les meilleurs délais, et au plus tard
            dans un délai d'un mois. Vos autres droits sur vos données sont décrits dans la{' '}
            <Link to={webRoutes.privacyPolicy}>{publicMessages.footer.privacy.toLowerCase()}</Link>.
          </p>
        </>
      ),
    },
  ];

  return (
    <LegalPage
      title={publicMessages.footer.photos}
      lead={
        <p>
          Les photos de vos enfants sont précieuses et personnelles. Voici comment {org.name} les partage avec
          vous, en toute sécurité.
        </p>
      }
      sections={sections}
    />
  );
}
