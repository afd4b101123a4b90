/**
 * An action a refused session interrupted, to be done once the visitor has signed in again: the
 * page that was asked (the sign-in page's `redirect` brings the visitor back to it) takes it up on
 * its return. Kept in this tab's session storage, for that page only and for a while: a visitor who
 * comes back to it much later, or by another way, does not see a download start by itself.
 */

/** A zip of a stay's photos (all of them when `photoIds` is absent). */
export interface ArchiveAction {
  readonly kind: 'archive';
  readonly stageId: string;
  readonly photoIds?: readonly string[] | undefined;
}

export type InterruptedAction = ArchiveAction;

const KEY = 'portail:interrupted-action';
/** Time enough to sign in again; not so long that the download surprises. */
export const RESUME_MAX_AGE_MS = 15 * 60_000;

interface Stored {
  readonly path: string;
  readonly action: InterruptedAction;
  readonly at: number;
}

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
};

/** Remembers the action that `path` was doing, in place of any other. */
export const rememberInterruptedAction = (
  path: string,
  action: InterruptedAction,
  now = Date.now(),
): void => {
  try {
    storage()?.setItem(KEY, JSON.stringify({ path, action, at: now } satisfies Stored));
  } catch {
    // Without storage the visitor asks again after signing in, as before.
  }
};

const isAction = (value: unknown): value is InterruptedAction => {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, stageId: stayId, photoIds } = value as Partial<ArchiveAction>;
  return (
    kind === 'archive' &&
    typeof stayId === 'string' &&
    (photoIds === undefined || (Array.isArray(photoIds) && photoIds.every((id) => typeof id === 'string')))
  );
};

/** The action interrupted on `path`, once: taking it forgets it. Null when none is waiting there. */
export const takeInterruptedAction = (path: string, now = Date.now()): InterruptedAction | null => {
  const store = storage();
  let stored: Partial<Stored> | null = null;
  try {
    stored = JSON.parse(store?.getItem(KEY) ?? 'null') as Partial<Stored> | null;
  } catch {
    stored = null;
  }
  if (!stored || stored.path !== path) return null;
  try {
    store?.removeItem(KEY);
  } catch {
    // Taken all the same.
  }
  if (typeof stored.at !== 'number' || now - stored.at > RESUME_MAX_AGE_MS) return null;
  return isAction(stored.action) ? stored.action : null;
};
