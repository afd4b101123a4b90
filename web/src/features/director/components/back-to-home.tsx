import { Link } from 'react-router-dom';
import { messages } from '#shared/messages';
import { webRoutes } from '#shared/web-routes';
import { ChevronLeftIcon } from '#web/components/icons';

/** The back button of the trainer's stay pages: always to /formateur. */
export function BackToHome() {
  return (
    <Link to={webRoutes.directorHome} className="btn btn--ghost trainer-back">
      <ChevronLeftIcon />
      {messages.trainer.back}
    </Link>
  );
}
