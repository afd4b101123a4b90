/**
 * One thumbnail of the grid. Memoised: ticking one photo re-renders that photo only, so a stay of
 * several hundred photos stays responsive. Out of the selection mode a tap opens the viewer; in it,
 * the tile carries its selection box and a tap anywhere on it ticks or unticks the photo.
 *
 * The image is the WebP copy the tile's size and the screen's density need (tile-sources.ts), the
 * JPEG thumbnail for photos made before the WebP copies and for a browser that cannot show WebP.
 * Until it arrives, the photo's placeholder (a ThumbHash) is painted behind it: its
 * average colour in the first render, which must only put the image in the page so its request
 * leaves at once, then, if the thumbnail is still on its way once the page is idle, its blurred
 * picture.
 */
import { type CSSProperties, memo, type RefObject, useEffect, useRef, useState } from 'react';
import { publicMessages } from '#shared/public-messages';
import type { Photo } from '#shared/schemas';
import { whenIdle } from '#web/lib/idle';
import { madePlaceholderDataUrl, placeholderColor, placeholderDataUrl } from '#web/lib/photo-images';
import { noteShownThumbnail } from '#web/lib/shown-thumbnails';
import { tileSource } from '../lib/tile-sources';

/** A thumbnail not there this long after its tile appeared gets its blurred picture (ms). */
const PICTURE_DELAY_MS = 500;

interface PhotoTileProps {
  readonly photo: Photo;
  readonly index: number;
  /** How many photos the stay has, once every page is read. */
  readonly total: number | undefined;
  readonly selecting: boolean;
  readonly selected: boolean;
  readonly onToggle: (id: string) => void;
  readonly onOpen: (index: number) => void;
  /** How many device pixels the tile's thumbnail should have across (tilePixels). */
  readonly pixels: number;
  /**
   * The tile is on the screen: its thumbnail is fetched at once and first. The browser's lazy loading
   * waits for a layout pass and an intersection check, which on a slow phone delays the first screen.
   */
  readonly onScreen?: boolean;
}

/**
 * The tile's background until its thumbnail arrives: the placeholder's colour at once, its blurred
 * picture for a thumbnail still not there half a second later, once the page is at rest. Making the
 * picture costs about 2 ms a tile on a slow phone: done in the first render it held the first
 * screen's paint back by some 50 ms, and while scrolling it made long tasks. Set through the DOM's
 * style object, which the CSP (no inline style attributes) allows.
 */
const usePlaceholder = (
  placeholder: string | null | undefined,
  image: RefObject<HTMLImageElement | null>,
): CSSProperties | undefined => {
  const [picture, setPicture] = useState(() => madePlaceholderDataUrl(placeholder));
  useEffect(() => {
    if (picture || !placeholder) return;
    const make = () => {
      if (!image.current?.complete) setPicture(placeholderDataUrl(placeholder));
    };
    // Not at once: most thumbnails arrive within half a second, and a picture made while they
    // arrive would only hold their paint back. Then not before the page is at rest: while the family
    // scrolls, the tiles passing by wait, and those whose thumbnail has come meanwhile never need it.
    let cancelIdle: (() => void) | undefined;
    const timer = window.setTimeout(() => {
      cancelIdle = whenIdle(make, { fallbackMs: 0 });
    }, PICTURE_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      cancelIdle?.();
    };
  }, [placeholder, picture, image]);
  if (picture)
    return { backgroundImage: `url("${picture}")`, backgroundSize: 'cover', backgroundPosition: 'center' };
  const color = placeholderColor(placeholder);
  return color ? { backgroundColor: color } : undefined;
};

/**
 * Settles once every thumbnail the grid marked as on the screen has arrived (or failed): what the
 * page waits for before fetching anything else.
 */
const onScreenThumbnailsShown = async (): Promise<void> => {
  const images = document.querySelectorAll<HTMLImageElement>('.photo-tile img[fetchpriority="high"]');
  await Promise.all(Array.from(images, (image) => image.decode().catch(() => undefined)));
};

/** Becomes true once `tilesDrawn` holds and the on-screen thumbnails have then all come (or failed). */
export const useOnScreenThumbnailsShown = (tilesDrawn: boolean): boolean => {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!tilesDrawn || shown) return;
    let cancelled = false;
    void onScreenThumbnailsShown().then(() => {
      if (!cancelled) setShown(true);
    });
    return () => {
      cancelled = true;
    };
  }, [tilesDrawn, shown]);
  return shown;
};

export const PhotoTile = memo(function PhotoTile({
  photo,
  index,
  total,
  selecting,
  selected,
  onToggle,
  onOpen,
  pixels,
  onScreen = false,
}: PhotoTileProps) {
  const position = index + 1;
  const image = useRef<HTMLImageElement>(null);
  const placeholder = usePlaceholder(photo.placeholder, image);
  // A browser without WebP (an iPhone left on iOS 12) fails on the copy: it gets the JPEG instead.
  const [webpFailed, setWebpFailed] = useState(false);
  const src = webpFailed ? photo.thumbUrl : tileSource(photo, pixels);
  return (
    <li className={`photo-tile${selected ? ' is-selected' : ''}`}>
      <button
        type="button"
        className="photo-tile__open"
        data-photo-index={index}
        aria-label={publicMessages.stayDetails.openPhoto(position)}
        // While selecting, the box below is the control; the whole tile is its larger target.
        {...(selecting ? { tabIndex: -1, 'aria-hidden': true } : {})}
        onClick={() => (selecting ? onToggle(photo.id) : onOpen(index))}
      >
        <img
          ref={image}
          src={src}
          alt={
            total === undefined
              ? publicMessages.stayDetails.photoAltUncounted(position)
              : publicMessages.stayDetails.photoAlt(position, total)
          }
          width={photo.width ?? undefined}
          height={photo.height ?? undefined}
          loading={onScreen ? 'eager' : 'lazy'}
          fetchPriority={onScreen ? 'high' : 'auto'}
          decoding="async"
          style={placeholder}
          onLoad={(event) => noteShownThumbnail(photo.id, event.currentTarget.currentSrc)}
          onError={src === photo.thumbUrl ? undefined : () => setWebpFailed(true)}
        />
      </button>
      {selecting && (
        <label className="photo-tile__select">
          <input type="checkbox" checked={selected} onChange={() => onToggle(photo.id)} />
          <span className="visually-hidden">{publicMessages.stayDetails.selectPhoto}</span>
        </label>
      )}
    </li>
  );
});
