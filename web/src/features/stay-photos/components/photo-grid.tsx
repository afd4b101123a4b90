/**
 * The stay's photos as a windowed grid: only the rows near the screen are in the page (a stay of
 * 2,000 photos keeps a few dozen tiles, not 2,000), the rows to draw follow the window's scroll
 * (`useWindowRows`), those a scroll step will bring are drawn ahead of it in the background
 * (`useRowsAhead`), and the next page of the list is asked for while the family is still a few
 * screens away from its end. Before the first page, and where the next page will land, the grid
 * shows square skeleton tiles, so nothing moves when photos come.
 */
import {
  type CSSProperties,
  memo,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { FAMILY_PHOTOS_FIRST_PAGE } from '#shared/limits';
import type { Photo } from '#shared/schemas';
import { gridLayout, skeletonCount } from '../lib/grid-layout';
import { useRowsAhead } from '../lib/rows-ahead';
import { tilePixels } from '../lib/tile-sources';
import { useWindowRows } from '../lib/window-rows';
import { PhotoTile, useOnScreenThumbnailsShown } from './photo-tile';

/** Rows drawn beyond the screen, above and below, so a quick flick does not show empty space. */
const OVERSCAN_ROWS = 2;
/**
 * Rows drawn beyond those, on each side, one at a time in the background once the first screen's
 * thumbnails are in or the family scrolls (rows-ahead.ts): a scroll step of most of a screen (five
 * rows on a phone) then finds its rows already in the page, and the render that follows it mounts
 * a row at most. Mounted with the step, its ~15 tiles made frames of 55 to 70 ms of script on a
 * slow phone; drawn ahead all in one background render, they made such frames at its commit. Not
 * before the first screen is in: their thumbnails would share the line with it. React drops the
 * tiles of an interrupted background render before they enter the page, which is why a tile's
 * image has a plain `src` (tile-sources.ts).
 */
const READY_ROWS = 5;
/** The next page is asked for when the last drawn row is this close to the last photo. */
const ROWS_AHEAD = 8;

interface PhotoGridProps {
  /** The photos read so far; undefined while the first page is on its way. */
  readonly photos: readonly Photo[] | undefined;
  readonly hasMore: boolean;
  readonly onNeedMore: () => void;
  readonly selecting: boolean;
  readonly selected: ReadonlySet<string>;
  readonly onToggle: (id: string) => void;
  readonly onOpen: (index: number) => void;
  /** Called once the first screen's thumbnails have all come (or failed). */
  readonly onFirstScreenShown?: () => void;
}

/** The grid's width, read before the first paint and followed as the window changes. */
const useWidth = (element: React.RefObject<HTMLElement | null>): number => {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const node = element.current;
    if (!node) return;
    setWidth(node.clientWidth);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [element]);
  return width;
};

/** Memoised: opening the viewer or a notice re-renders the page, not the grid. */
export const PhotoGrid = memo(function PhotoGrid({
  photos,
  hasMore,
  onNeedMore,
  selecting,
  selected,
  onToggle,
  onOpen,
  onFirstScreenShown,
}: PhotoGridProps) {
  const frame = useRef<HTMLDivElement>(null);
  const width = useWidth(frame);
  const layout = gridLayout(width);
  const loaded = photos?.length ?? 0;
  const tiles = loaded + skeletonCount(photos?.length, hasMore, layout.columns, FAMILY_PHOTOS_FIRST_PAGE);
  const rows = Math.ceil(tiles / layout.columns);
  const total = photos !== undefined && !hasMore ? loaded : undefined;

  const {
    first: firstRow,
    last: lastRow,
    shownFirst,
    shownLast,
    watchRow,
  } = useWindowRows(frame, rows, layout.rowPitch, OVERSCAN_ROWS);
  // The next page and the rows ahead wait for the first screen's thumbnails, or for the family to
  // scroll. Asked for with them, the page's answer (a hundred photos' links) shared the phone's line
  // and connections with them, and the server's time with their reads.
  const firstScreenIn = useOnScreenThumbnailsShown(photos !== undefined && width > 0);
  const mayReadMore = firstScreenIn || shownFirst > 0;
  const { first: drawnFirst, last: drawnLast } = useRowsAhead(
    firstRow,
    lastRow,
    rows,
    mayReadMore ? READY_ROWS : 0,
  );
  // The rows off the screen take a new page of photos in the background: the render that follows
  // its arrival, which TanStack Query's store makes at once and in one piece, fills only the
  // skeletons on the screen. With the overscan rows too, it was one of the long tasks left while
  // scrolling on a slow phone.
  const readyPhotos = useDeferredValue(photos);
  const offset = drawnFirst * layout.rowPitch;
  const near = (lastRow + 1 + ROWS_AHEAD) * layout.columns >= loaded;
  useEffect(() => {
    if (firstScreenIn) onFirstScreenShown?.();
  }, [firstScreenIn, onFirstScreenShown]);

  // The list is TanStack Query's; the grid only says when the family nears its end.
  useEffect(() => {
    if (photos !== undefined && hasMore && near && mayReadMore) onNeedMore();
  }, [photos, hasMore, near, mayReadMore, onNeedMore]);

  // One invisible marker per row of the window, which the window's watch observes (window-rows.ts).
  const markers: React.ReactNode[] = [];
  for (let row = firstRow; row <= lastRow; row += 1) {
    markers.push(
      <div
        key={row}
        ref={watchRow}
        data-row={row}
        className="photo-grid__row-marker"
        style={{ top: row * layout.rowPitch, height: layout.rowPitch }}
      />,
    );
  }

  const cells: React.ReactNode[] = [];
  if (width > 0) {
    const pixels = tilePixels(layout.tile, window.devicePixelRatio);
    const end = Math.min(tiles, (drawnLast + 1) * layout.columns);
    for (let index = drawnFirst * layout.columns; index < end; index += 1) {
      const row = Math.floor(index / layout.columns);
      const photo = (row >= shownFirst && row <= shownLast ? photos : readyPhotos)?.[index];
      cells.push(
        photo ? (
          <PhotoTile
            key={photo.id}
            photo={photo}
            index={index}
            total={total}
            selecting={selecting}
            selected={selected.has(photo.id)}
            onToggle={onToggle}
            onOpen={onOpen}
            pixels={pixels}
            onScreen={row >= shownFirst && row <= shownLast}
          />
        ) : (
          <li key={`skeleton-${index}`} className="photo-tile photo-tile--skeleton" aria-hidden="true" />
        ),
      );
    }
  }

  const style = {
    '--grid-columns': layout.columns,
    '--grid-gap': `${layout.gap}px`,
    transform: `translateY(${offset}px)`,
  } as CSSProperties;

  return (
    <div
      ref={frame}
      className="photo-grid-frame"
      style={{ height: Math.max(0, rows * layout.rowPitch - layout.gap) }}
      aria-busy={photos === undefined || undefined}
    >
      {markers}
      <ul className="photo-grid" style={style}>
        {cells}
      </ul>
    </div>
  );
});
