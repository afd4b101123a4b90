/**
 * One thumbnail of the grid, with its selection box. Memoised: ticking one photo re-renders that
 * photo only, so a stay of several hundred photos stays responsive.
 */
import { memo } from 'react';
import { messages } from '../../../../../shared/messages';
import type { Photo } from '../../../../../shared/schemas';

interface PhotoTileProps {
  readonly photo: Photo;
  readonly index: number;
  readonly total: number;
  readonly selected: boolean;
  readonly onToggle: (id: string) => void;
  readonly onOpen: (index: number) => void;
}

export const PhotoTile = memo(function PhotoTile({
  photo,
  index,
  total,
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
        onClick={() => onOpen(index)}
      >
        <img
          src={photo.thumbUrl}
          alt={messages.stageDetails.photoAlt(position, total)}
          width={photo.width ?? undefined}
          height={photo.height ?? undefined}
          loading="lazy"
          decoding="async"
        />
      </button>
      <label className="photo-tile__select">
        <input type="checkbox" checked={selected} onChange={() => onToggle(photo.id)} />
        <span className="visually-hidden">{messages.stageDetails.selectPhoto}</span>
      </label>
    </li>
  );
});
