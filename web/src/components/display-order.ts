/**
 * The order in which the viewer asks for its display copies: the photo shown first, alone on the
 * connection; its neighbours only once it is sharp (or could not be loaded), so that a swipe then
 * finds them ready without having slowed down the photo being looked at.
 *
 * Slides are told apart by their place in the stay (not by their offset from the photo shown,
 * which changes at every swipe), and what has settled is kept for the whole time the viewer is
 * open: a neighbour already sharp that becomes the photo shown frees its own neighbours at once.
 */
import { createContext, useCallback, useContext, useMemo, useState } from 'react';

export interface DisplayOrder {
  /** The photos (places in the stay) whose display copy is shown, or failed to load. */
  readonly settled: ReadonlySet<number>;
  readonly settle: (index: number) => void;
}

/**
 * Whether a slide may ask for its display copy: the photo shown always; a neighbour once the photo
 * shown has settled, or if it already asked (its request is under way or done: dropping it would
 * only mean asking again later).
 */
export const mayLoadDisplay = ({
  index,
  shownIndex,
  settled,
  alreadyAsked,
}: {
  readonly index: number;
  readonly shownIndex: number;
  readonly settled: ReadonlySet<number>;
  readonly alreadyAsked: boolean;
}): boolean => index === shownIndex || alreadyAsked || settled.has(index) || settled.has(shownIndex);

/** Held by the viewer, read by each slide. */
export function useDisplayOrderState(): DisplayOrder {
  const [settled, setSettled] = useState<ReadonlySet<number>>(() => new Set());
  const settle = useCallback(
    (index: number) => setSettled((before) => (before.has(index) ? before : new Set([...before, index]))),
    [],
  );
  return useMemo(() => ({ settled, settle }), [settled, settle]);
}

const noOrder: DisplayOrder = { settled: new Set(), settle: () => undefined };

export const DisplayOrderContext = createContext<DisplayOrder>(noOrder);

export const useDisplayOrder = (): DisplayOrder => useContext(DisplayOrderContext);
