/**
 * Facts the legal pages state, taken from the constants the system really applies (shared/limits.ts)
 * so the text cannot drift from the behaviour.
 */
import {
  LOGIN_LOCK_SECONDS,
  LOGIN_MAX_FAILURES,
  LOGIN_MAX_FAILURES_UNDER_ATTACK,
  LOGIN_WINDOW_SECONDS,
  STAY_TOKEN_TTL_SECONDS,
} from '#shared/limits';
import { longestLinkSeconds } from '#shared/media-links';

/** 7200 → '2 heures', 900 → '15 minutes'. */
export const frenchDuration = (seconds: number): string => {
  if (seconds % 3600 === 0) {
    const hours = seconds / 3600;
    return `${hours} heure${hours > 1 ? 's' : ''}`;
  }
  const minutes = Math.round(seconds / 60);
  return `${minutes} minute${minutes > 1 ? 's' : ''}`;
};

export const legalFacts = {
  hosting: {
    company: 'Amazon Web Services EMEA SARL',
    address: '38 avenue John F. Kennedy, L-1855 Luxembourg',
    website: 'https://aws.amazon.com/fr/',
    region: 'Europe (Paris), « eu-west-3 »',
  },
  cnil: {
    name: "Commission nationale de l'informatique et des libertés (CNIL)",
    address: '3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07',
    website: 'https://www.cnil.fr',
    complaint: 'https://www.cnil.fr/fr/plaintes',
  },
  /** The longest a family's link to a photo lives (hiding the photo ends it sooner). */
  mediaLinkLifetime: frenchDuration(longestLinkSeconds('day')),
  sessionLifetime: frenchDuration(STAY_TOKEN_TTL_SECONDS),
  loginMaxFailures: LOGIN_MAX_FAILURES,
  loginMaxFailuresUnderAttack: LOGIN_MAX_FAILURES_UNDER_ATTACK,
  loginWindow: frenchDuration(LOGIN_WINDOW_SECONDS),
  loginLock: frenchDuration(LOGIN_LOCK_SECONDS),
} as const;
