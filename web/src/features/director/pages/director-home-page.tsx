/**
 * /formateur, the trainer home: the access check runs first, with 'Chargement en cours...'
 * meanwhile; a refusal sends the trainer to the sign-in page, which brings them back here. A busy
 * or unreachable server is not a refusal: the page says so and offers to try again, session kept.
 */
import { Suspense, useEffect } from 'react';
import {
  Await,
  Link,
  type LoaderFunctionArgs,
  Navigate,
  redirect,
  useAsyncError,
  useLoaderData,
  useRevalidator,
} from 'react-router-dom';
import { messages } from '#shared/messages';
import { loginWithRedirect, webRoutes } from '#shared/web-routes';
import { DocumentTitle } from '#web/components/document-title';
import {
  ArrowRightIcon,
  BookIcon,
  ClipboardIcon,
  FileIcon,
  FolderIcon,
  UploadIcon,
  UserIcon,
} from '#web/components/icons';
import { LoadFailed } from '#web/components/load-failed';
import { Loading } from '#web/components/loading';
import { Reveal } from '#web/components/reveal';
import { isRefusal } from '#web/lib/api-client';
import { config } from '#web/lib/config';
import { queryClient } from '#web/lib/query-client';
import { session } from '#web/lib/session';
import { DirectorAccessRefused, directorAccessOptions } from '../api/check-director-access';
import './director-home-page.css';

const backHere = loginWithRedirect(webRoutes.directorHome);

export const directorHomeLoader = (_args: LoaderFunctionArgs) => {
  if (!session.token()) throw redirect(backHere);
  // Not awaited: the page shows its loading line while the check runs.
  return { stageId: queryClient.fetchQuery(directorAccessOptions()) };
};

function AccessRefused() {
  useEffect(() => console.error(messages.console.unauthorisedPing), []);
  return <Navigate to={backHere} replace />;
}

/** The check failed: refused, the trainer signs in again; the server out of reach, try again here. */
function AccessCheckFailed() {
  const error = useAsyncError();
  const revalidator = useRevalidator();
  if (error instanceof DirectorAccessRefused || isRefusal(error)) return <AccessRefused />;
  return <LoadFailed onRetry={() => void revalidator.revalidate()} busy={revalidator.state === 'loading'} />;
}

function DirectorHome({ stageId: stayId }: { readonly stageId: string }) {
  const cards = [
    {
      to: webRoutes.photoDeposit(stayId),
      title: messages.directorHome.uploadPhotos,
      text: messages.directorHome.uploadText,
      icon: <UploadIcon />,
    },
    {
      to: webRoutes.photoContact(stayId),
      title: messages.directorHome.photoContact,
      text: messages.directorHome.contactText,
      icon: <UserIcon />,
    },
    {
      to: webRoutes.participants(stayId),
      title: messages.trainer.homeParticipants,
      text: messages.trainer.homeParticipantsText,
      icon: <ClipboardIcon />,
    },
    // Trainer collaboration.
    {
      to: webRoutes.sharedDocuments,
      title: messages.collab.homeSharedDocs,
      text: messages.collab.homeSharedDocsText,
      icon: <FolderIcon />,
    },
    {
      to: webRoutes.booklets,
      title: messages.collab.homeBooklets,
      text: messages.collab.homeBookletsText,
      icon: <BookIcon />,
    },
    {
      to: webRoutes.evaluation(stayId),
      title: messages.collab.homeEvaluations,
      text: messages.collab.homeEvaluationsText,
      icon: <ClipboardIcon />,
    },
    {
      to: webRoutes.stayDocuments(stayId),
      title: messages.collab.homeStayDocs,
      text: messages.collab.homeStayDocsText,
      icon: <FileIcon />,
    },
  ];
  return (
    <ul className="trainer-cards">
      {cards.map((card, index) => (
        <Reveal as="li" key={card.to} delayMs={index * 120}>
          <Link to={card.to} className="card trainer-card">
            <span className="trainer-card__icon" aria-hidden="true">
              {card.icon}
            </span>
            <span className="trainer-card__title">{card.title}</span>
            <span className="trainer-card__text">{card.text}</span>
            <ArrowRightIcon className="trainer-card__arrow" />
          </Link>
        </Reveal>
      ))}
    </ul>
  );
}

export function DirectorHomePage() {
  const { stageId: stayId } = useLoaderData<typeof directorHomeLoader>();
  const title = `${messages.directorHome.title} ${config.organisation.name}`;
  return (
    <section className="container page trainer-home">
      <DocumentTitle title={messages.directorHome.title} />
      <Suspense fallback={<Loading text={messages.loading.generic} />}>
        <Await resolve={stayId} errorElement={<AccessCheckFailed />}>
          {(resolved: string) => (
            <>
              <header className="page-header">
                <h1>{title}</h1>
              </header>
              <DirectorHome stageId={resolved} />
            </>
          )}
        </Await>
      </Suspense>
    </section>
  );
}
