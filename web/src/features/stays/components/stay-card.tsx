/** One stay of /stages: its picture, name in capitals, town, dates and the link to its photos. */
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { publicMessages } from '#shared/public-messages';
import type { PublicStay } from '#shared/schemas';
import { webRoutes } from '#shared/web-routes';
import { frenchSpacing } from '#web/components/french-spacing';
import { ArrowRightIcon, CalendarIcon, PinIcon } from '#web/components/icons';
import { formatDate } from '#web/lib/dates';

/** A soft landscape drawn in place of a missing or broken stay picture. */
function StayPlaceholder() {
  return (
    <svg
      className="stage-card__placeholder"
      viewBox="0 0 320 200"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
    >
      <rect width="320" height="200" fill="#fbe3c8" />
      <circle cx="226" cy="70" r="26" fill="#f4a259" />
      <path d="M0 150 L70 92 L120 130 L170 80 L250 146 L320 110 L320 200 L0 200 Z" fill="#9fc4a8" />
      <path d="M0 176 Q80 140 160 170 T320 160 L320 200 L0 200 Z" fill="#5f9a86" />
    </svg>
  );
}

interface StayCardProps {
  readonly stage: PublicStay;
  /**
   * The card is among the first of the page, on the screen as it opens: its picture is asked for at
   * once (the browser's lazy loading waits for a layout pass), and first of all for the very first
   * card, the largest thing a phone shows.
   */
  readonly onFirstScreen?: 'first' | 'early' | false;
}

export function StayCard({ stage: stay, onFirstScreen = false }: StayCardProps) {
  const [broken, setBroken] = useState(false);
  const titleId = useId();
  const showImage = stay.photoUrl !== null && !broken;
  return (
    <article className="card stage-card" aria-labelledby={titleId}>
      <div className="stage-card__media">
        {showImage ? (
          <img
            src={stay.photoUrl ?? undefined}
            alt=""
            width={640}
            height={400}
            loading={onFirstScreen ? 'eager' : 'lazy'}
            fetchPriority={onFirstScreen === 'first' ? 'high' : 'auto'}
            decoding="async"
            onError={() => setBroken(true)}
          />
        ) : (
          <StayPlaceholder />
        )}
      </div>
      <div className="stage-card__body">
        <h2 id={titleId} className="stage-card__title">
          {frenchSpacing(stay.nom_stage.toUpperCase())}
        </h2>
        <ul className="stage-card__facts">
          {stay.ville && (
            <li>
              <PinIcon />
              {stay.ville}
            </li>
          )}
          <li>
            <CalendarIcon />
            {publicMessages.stages.dates(formatDate(stay.date_debut), formatDate(stay.date_fin))}
          </li>
        </ul>
        <Link to={webRoutes.stayDetails(stay.id)} className="stage-card__link" aria-describedby={titleId}>
          {publicMessages.stages.seePhotos}
          <ArrowRightIcon />
        </Link>
      </div>
    </article>
  );
}
