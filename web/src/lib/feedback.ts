/**
 * What a page tells the user after an action or a read: an error, a success, or a piece of news,
 * shown by the one `Notice` component (errors announced at once, the rest politely). Failures are
 * worded here, from whatever the call threw.
 */
import { publicMessages } from '#shared/public-messages';
import { isApiError, isNoAnswer } from './api-client';

export type FeedbackKind = 'error' | 'success' | 'info';

/** One line, or several shown as one notice (an upload's summary). */
export type Feedback = { readonly kind: FeedbackKind; readonly text: string | readonly string[] } | null;

/**
 * The server's French message when it sent one, the connection's when no answer came (in time),
 * otherwise the page's own failure text.
 */
export const errorText = (error: unknown, fallback: string): string => {
  if (isNoAnswer(error)) return publicMessages.login.network;
  if (isApiError(error) && error.serverMessage) return error.serverMessage;
  return fallback;
};

/** The line-numbered errors the server sends along with its message (a refused CSV import). */
export const errorDetails = (error: unknown): string[] => {
  if (!isApiError(error) || !Array.isArray(error.details)) return [];
  return error.details.flatMap((detail: unknown) =>
    typeof detail === 'object' && detail !== null && 'message' in detail && typeof detail.message === 'string'
      ? [detail.message]
      : [],
  );
};

export const success = (text: string): Feedback => ({ kind: 'success', text });
export const failure = (text: string | readonly string[]): Feedback => ({ kind: 'error', text });
export const info = (text: string): Feedback => ({ kind: 'info', text });

/** A read or an action that failed, as a notice; nothing when it did not fail. */
export const failureOf = (error: unknown, fallback: string): Feedback =>
  error ? failure(errorText(error, fallback)) : null;
