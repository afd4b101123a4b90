/**
 * The French message catalogue. Every text of the spec that a user sees lives here once: the web app
 * shows it, the API answers with it, and the tests assert it. Accents and punctuation are exact.
 * It is kept in two halves, the public texts (visitors and families) and the staff's (trainers and
 * administrators), so that a family's page loads only the first; the API's own answers, which pages
 * show as sent, are apart again (api-messages.ts). The API and the tests read them all through
 * this module.
 */
import { serverApiMessages } from './api-messages.js';
import { publicMessages } from './public-messages.js';
import { staffMessages } from './staff-messages.js';

export const messages = {
  ...publicMessages,
  ...staffMessages,
  api: { ...publicMessages.api, ...serverApiMessages },
} as const;
