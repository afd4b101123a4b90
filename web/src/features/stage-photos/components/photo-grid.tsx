/**
 * The stay's photos as a windowed grid: only the rows near the screen are in the page (a stay of
 * 2,000 photos keeps a few dozen tiles, not 2,000), the rows to draw follow the window's scroll
 * (`useWindowRows`), those a scroll step will bring are drawn ahead of it in the background, and
 * the next page of the list is asked for while the family is still a few screens away from its
 * end. Before the first page, and where the next page will land, the grid shows square skeleton
 * tiles, so nothing moves when photos come.
 */
import {
  type CSSProperties,
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { FAMILY_PHOTOS_FIRST_PAGE } from '../../../../../shared/limits';
import type { Photo } from '../../../../../shared/schemas';
import { gridLayout, skeletonCount } from '../lib/grid-layout';
import { tilePixels } from '../lib/tile-sources';
import { useWindowRows } from '../lib/window-rows';
import { PhotoTile, useOnScreenThumbnailsShown } from './photo-tile';

/** Rows drawn beyond the screen, above and below, so a quick flick does not show empty space. */
const OVERSCAN_ROWS = 2;
/**
 * Rows drawn beyond those, on each side, in a render React does in the background and interrupts
 * for anything more urgent: most rows a scroll step brings are then already in the page, and the
 * render that follows the step mounts two at most. Mounted with the step, its ~15 tiles made frames
 * of 55 to 70 ms of script on a slow phone. Two rows, not four: React commits a background render
 * in one go, and four rows' worth (twelve tiles) made frames of 53 to 130 ms of their own, where
 * two passes over 2,000 photos with two rows had none over 50 ms. Behind a fling faster than those
 * renders, the rows on the screen are still drawn at once. React drops the tiles of an interrupted
 * background render before they enter the page, which is why a tile's image has a plain `src`
 * (tile-sources.ts).
 */
const READY_ROWS = 2;
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

  // Where the grid starts in the page: notices above it may come and go, and each page of photos
  // makes the page longer. Read once before the first paint, so the rows marked as on the screen
  // (their thumbnails asked for first) are the right ones, then whenever the page or the section
  // around the grid changes size: a ResizeObserver calls back once the layout is done, so the read
  // costs nothing. Read before every paint, the position forced a layout of the whole page in the
  // middle of each commit (~40 ms on a slow phone); read after each commit, it still forced the
  // layout of the rows a scroll had just mounted, inside the app's script of the frame drawing them.
  const [gridTop, setGridTop] = useState(0);
  const readGridTop = useCallback(() => {
    const top = (frame.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    setGridTop((current) => (Math.abs(top - current) > 0.5 ? top : current));
  }, []);
  useLayoutEffect(() => {
    readGridTop();
    const observer = new ResizeObserver(readGridTop);
    observer.observe(document.documentElement);
    const section = frame.current?.parentElement;
    if (section) observer.observe(section);
    return () => observer.disconnect();
  }, [readGridTop]);

  const {
    first: firstRow,
    last: lastRow,
    shownFirst,
    shownLast,
  } = useWindowRows(rows, layout.rowPitch, gridTop, OVERSCAN_ROWS);
  // Before the background render, the previous rows: the first render draws no more than it needs.
  const readyFirst = useDeferredValue(Math.max(0, firstRow - READY_ROWS), firstRow);
  const readyLast = useDeferredValue(lastRow + READY_ROWS, lastRow);
  // The rows beyond the window take a new page of photos in the background too: the render that
  // follows its arrival fills only the skeletons near the screen.
  const readyPhotos = useDeferredValue(photos);
  // Never more than those rows on each side: while a long fling keeps interrupting the background
  // render, the rows it has left behind go with each step instead of piling up in the page.
  const drawnFirst = Math.max(firstRow - READY_ROWS, Math.min(firstRow, readyFirst));
  const drawnLast = Math.min(rows - 1, lastRow + READY_ROWS, Math.max(lastRow, readyLast));
  const offset = drawnFirst * layout.rowPitch;
  const near = (lastRow + 1 + ROWS_AHEAD) * layout.columns >= loaded;

  // The next page waits for the first screen's thumbnails, or for the family to scroll. Asked for
  // with them, its answer (a hundred photos' links) shared the phone's line and connections with
  // them, and the server's time with their reads.
  const firstScreenIn = useOnScreenThumbnailsShown(photos !== undefined && width > 0);
  const mayReadMore = firstScreenIn || shownFirst > 0;
  useEffect(() => {
    if (firstScreenIn) onFirstScreenShown?.();
  }, [firstScreenIn, onFirstScreenShown]);

  // The list is TanStack Query's; the grid only says when the family nears its end.
  useEffect(() => {
    if (photos !== undefined && hasMore && near && mayReadMore) onNeedMore();
  }, [photos, hasMore, near, mayReadMore, onNeedMore]);

  const cells: React.ReactNode[] = [];
  if (width > 0) {
    const pixels = tilePixels(layout.tile, window.devicePixelRatio);
    const end = Math.min(tiles, (drawnLast + 1) * layout.columns);
    for (let index = drawnFirst * layout.columns; index < end; index += 1) {
      const row = Math.floor(index / layout.columns);
      const photo = (row >= firstRow && row <= lastRow ? photos : readyPhotos)?.[index];
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
      <ul className="photo-grid" style={style}>
        {cells}
      </ul>
    </div>
  );
});
