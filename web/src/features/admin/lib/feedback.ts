/** The one line of feedback a panel shows: an error, a success, or nothing. */

import { messages } from '../../../../../shared/messages';
import { isApiError } from '../../../lib/api-client';

export type Feedback = { readonly kind: 'error' | 'success' | 'info'; readonly text: string } | null;

/** The server's French message when it sent one, otherwise the panel's own failure text. */
export const errorText = (error: unknown, fallback: string): string => {
  if (isApiError(error) && error.kind === 'network') return messages.login.network;
  if (isApiError(error) && error.serverMessage) return error.serverMessage;
  return fallback;
};

export const success = (text: string): Feedback => ({ kind: 'success', text });
export const failure = (text: string): Feedback => ({ kind: 'error', text });
