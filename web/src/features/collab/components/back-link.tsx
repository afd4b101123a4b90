import { Link } from 'react-router-dom';
import { messages } from '#shared/messages';
import { ChevronLeftIcon } from '#web/components/icons';

/** The back button of the trainer pages. */
export function BackLink({ to }: { readonly to: string }) {
  return (
    <Link to={to} className="btn btn--ghost collab-back">
      <ChevronLeftIcon />
      {messages.collab.back}
    </Link>
  );
}
