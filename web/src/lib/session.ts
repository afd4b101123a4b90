/**
 * The stored session: the family or trainer token and the administrator token, kept in the
 * browser's local storage under the keys of shared/web-routes.ts. Components subscribe to changes
 * (this tab and other tabs) through useSession().
 */
import { useSyncExternalStore } from 'react';
import { storageKeys } from '#shared/web-routes';

type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

const listeners = new Set<() => void>();
const notify = (): void => {
  for (const listener of listeners) listener();
};

// Local storage can be missing or refuse access (private modes, blocked cookies): treat as empty.
const read = (key: StorageKey): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};

const write = (key: StorageKey, value: string | null): void => {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the session simply does not survive a reload.
  }
};

export const session = {
  token: (): string | null => read(storageKeys.token),
  adminToken: (): string | null => read(storageKeys.adminToken),
  setToken(token: string): void {
    write(storageKeys.token, token);
    notify();
  },
  clearToken(): void {
    write(storageKeys.token, null);
    notify();
  },
  setAdminToken(token: string): void {
    write(storageKeys.adminToken, token);
    notify();
  },
  clearAdminToken(): void {
    write(storageKeys.adminToken, null);
    notify();
  },
  /** Logout: both tokens go. */
  clearAll(): void {
    write(storageKeys.token, null);
    write(storageKeys.adminToken, null);
    notify();
  },
  hasAny: (): boolean => Boolean(read(storageKeys.token) || read(storageKeys.adminToken)),
};

/** Calls `listener` whenever a token is stored or forgotten, in this tab or another one. */
export const subscribeSession = (listener: () => void): (() => void) => {
  listeners.add(listener);
  const onStorage = (event: StorageEvent): void => {
    if (event.key === null || event.key === storageKeys.token || event.key === storageKeys.adminToken) {
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

/** True while a family, trainer or administrator token is stored. */
export const useHasSession = (): boolean =>
  useSyncExternalStore(subscribeSession, session.hasAny, () => false);
