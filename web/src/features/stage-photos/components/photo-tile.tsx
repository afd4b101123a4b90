/**
 * One thumbnail of the grid, with its selection box. Memoised: ticking one photo re-renders that
 * photo only, so a stay of several hundred photos stays responsive.
 *
 * The image is a `<picture>`: WebP copies in a `srcset` the browser picks from by the tile's size and
 * the screen's density, the JPEG thumbnail for browsers without WebP and for photos made before the
 * WebP copies. Until it arrives, the photo's placeholder (a ThumbHash) is painted behind it.
 */
import { type CSSProperties, memo, useMemo } from 'react';
import { messages } from '../../../../../shared/messages';
import type { Photo } from '../../../../../shared/schemas';
import { placeholderDataUrl, tileSrcSet } from '../../../lib/photo-images';

/**
 * The width of a tile, as the grid's columns make it (3 on a phone, 4 from 600 px, 6 from 960 px in
 * a container of 1160 px with 1.25 rem gutters): on a 390 px phone at density 3 a tile is ~115 px,
 * so the browser takes the 360 px copy.
 */
export const TILE_SIZES =
  '(min-width: 960px) 185px, (min-width: 600px) calc((100vw - 2.5rem) / 4), calc((100vw - 2.5rem) / 3)';

interface PhotoTileProps {
  readonly photo: Photo;
  readonly index: number;
  readonly total: number;
  readonly selected: boolean;
  readonly onToggle: (id: string) => void;
  readonly onOpen: (index: number) => void;
  /** The `sizes` of the thumbnail, when the grid around it differs from the default one. */
  readonly sizes?: string;
}

export const PhotoTile = memo(function PhotoTile({
  photo,
  index,
  total,
  selected,
  onToggle,
  onOpen,
  sizes = TILE_SIZES,
}: PhotoTileProps) {
  const position = index + 1;
  const placeholder = useMemo<CSSProperties | undefined>(() => {
    const url = placeholderDataUrl(photo.placeholder);
    // Set through the DOM's style object, which the CSP (no inline style attributes) allows.
    return url
      ? { backgroundImage: `url("${url}")`, backgroundSize: 'cover', backgroundPosition: 'center' }
      : undefined;
  }, [photo.placeholder]);
  return (
    <li className={`photo-tile${selected ? ' is-selected' : ''}`}>
      <button
        type="button"
        className="photo-tile__open"
        data-photo-index={index}
        aria-label={messages.stageDetails.openPhoto(position)}
        onClick={() => onOpen(index)}
      >
        <picture>
          {photo.sources && photo.sources.thumbs.length > 0 && (
            <source type={photo.sources.type} srcSet={tileSrcSet(photo.sources.thumbs)} sizes={sizes} />
          )}
          <img
            src={photo.thumbUrl}
            alt={messages.stageDetails.photoAlt(position, total)}
            width={photo.width ?? undefined}
            height={photo.height ?? undefined}
            loading="lazy"
            decoding="async"
            style={placeholder}
          />
        </picture>
      </button>
      <label className="photo-tile__select">
        <input type="checkbox" checked={selected} onChange={() => onToggle(photo.id)} />
        <span className="visually-hidden">{messages.stageDetails.selectPhoto}</span>
      </label>
    </li>
  );
});
