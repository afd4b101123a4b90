/**
 * One thumbnail of the grid. Memoised: ticking one photo re-renders that photo only, so a stay of
 * several hundred photos stays responsive. Out of the selection mode a tap opens the viewer; in it,
 * the tile carries its selection box and a tap anywhere on it ticks or unticks the photo.
 */
import { memo } from 'react';
import { messages } from '../../../../../shared/messages';
import type { Photo } from '../../../../../shared/schemas';

interface PhotoTileProps {
  readonly photo: Photo;
  readonly index: number;
  /** How many photos the stay has, once every page is read. */
  readonly total: number | undefined;
  readonly selecting: boolean;
  readonly selected: boolean;
  readonly onToggle: (id: string) => void;
  readonly onOpen: (index: number) => void;
}

export const PhotoTile = memo(function PhotoTile({
  photo,
  index,
  total,
  selecting,
  selected,
  onToggle,
  onOpen,
}: PhotoTileProps) {
  const position = index + 1;
  return (
    <li className={`photo-tile${selected ? ' is-selected' : ''}`}>
      <button
        type="button"
        className="photo-tile__open"
        data-photo-index={index}
        aria-label={messages.stageDetails.openPhoto(position)}
        // While selecting, the box below is the control; the whole tile is its larger target.
        {...(selecting ? { tabIndex: -1, 'aria-hidden': true } : {})}
        onClick={() => (selecting ? onToggle(photo.id) : onOpen(index))}
      >
        <img
          src={photo.thumbUrl}
          alt={
            total === undefined
              ? messages.stageDetails.photoAltUncounted(position)
              : messages.stageDetails.photoAlt(position, total)
          }
          width={photo.width ?? undefined}
          height={photo.height ?? undefined}
          loading="lazy"
          decoding="async"
        />
      </button>
      {selecting && (
        <label className="photo-tile__select">
          <input type="checkbox" checked={selected} onChange={() => onToggle(photo.id)} />
          <span className="visually-hidden">{messages.stageDetails.selectPhoto}</span>
        </label>
      )}
    </li>
  );
});
