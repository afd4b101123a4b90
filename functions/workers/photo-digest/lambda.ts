/** The photo digest Lambda: dependencies built once per cold start. */
import { createCoreDeps } from '../../composition/core.js';
import { composePhotoDigest } from '../../composition/photo-digest.js';
import { loadConfig } from '../../config.js';

export const handler = composePhotoDigest(createCoreDeps(loadConfig(), { fn: 'photo-digest' }));
