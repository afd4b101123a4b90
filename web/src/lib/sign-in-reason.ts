/**
 * Why the visitor is asked to sign in again: the API's own message when it refused a stored session
 * ('Session invalide ou expirée. Veuillez vous reconnecter.'), kept in this tab's session storage
 * by the API client and shown once by the sign-in page of that session's kind. Kept in storage, not
 * in the address, so that no link can put words on the sign-in page; and only for a while, so a
 * refusal nobody followed is not shown much later.
 */

/** A family's or trainer's stay session (/connexion), or an administrator's (/connexion-portail). */
export type SessionKind = 'stay' | 'admin';

const KEY = 'portail:sign-in-reason';
/** A reason older than this is forgotten: the visitor did not go to sign in because of it. */
export const SIGN_IN_REASON_MAX_AGE_MS = 10 * 60_000;

interface Stored {
  readonly kind: SessionKind;
  readonly message: string;
  readonly at: number;
}

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage refused (private modes): the sign-in page simply says nothing more
  }
};

export const rememberSignInReason = (kind: SessionKind, message: string, now = Date.now()): void => {
  try {
    storage()?.setItem(KEY, JSON.stringify({ kind, message, at: now } satisfies Stored));
  } catch {
    // A full or refused storage loses the reason, never the sign-in.
  }
};

const read = (): Stored | null => {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { kind, message, at } = value as Partial<Stored>;
    if ((kind !== 'stay' && kind !== 'admin') || typeof message !== 'string' || typeof at !== 'number')
      return null;
    return { kind, message, at };
  } catch {
    return null;
  }
};

/** The reason waiting for this kind of sign-in, if a recent one is. Left in place: see `forget`. */
export const signInReason = (kind: SessionKind, now = Date.now()): string | null => {
  const stored = read();
  if (!stored || stored.kind !== kind || now - stored.at > SIGN_IN_REASON_MAX_AGE_MS) return null;
  return stored.message;
};

/** Shown once: the page forgets it once on screen. */
export const forgetSignInReason = (): void => {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing to forget where nothing could be kept.
  }
};
