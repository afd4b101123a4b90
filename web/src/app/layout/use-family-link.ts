import { type MouseEvent, useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { session } from '#web/lib/session';
import { resolveFamilyDestination } from './family-destination';

/** Whether a click should be left to the browser (new tab, new window, download). */
const isModifiedClick = (event: MouseEvent): boolean =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * The navigation bar's family link: an ordinary link to /connexion that, on a plain click, looks the
 * family's stay up first. `pending` is true while the lookup runs.
 */
export const useFamilyLink = (onNavigate?: () => void) => {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const onClick = useCallback(
    async (event: MouseEvent<HTMLAnchorElement>) => {
      if (isModifiedClick(event)) return;
      event.preventDefault();
      onNavigate?.();
      setPending(true);
      try {
        const lookup = session.token() ? await import('./fetch-family-stay-id') : null;
        const destination = await resolveFamilyDestination({
          hasToken: () => lookup !== null,
          fetchStayId: () => lookup?.fetchFamilyStayId() ?? Promise.reject(new Error('no token')),
          clearToken: session.clearToken,
          statusOf: (error) => lookup?.statusOf(error) ?? null,
        });
        navigate(destination);
      } finally {
        setPending(false);
      }
    },
    [navigate, onNavigate],
  );

  return { onClick, pending };
};
