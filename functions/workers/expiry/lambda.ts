/** The photos stream handler Lambda: dependencies built once per cold start. */
import { createCoreDeps } from '../../composition/core.js';
import { composePhotosStream } from '../../composition/photos-stream.js';
import { loadConfig } from '../../config.js';

export const handler = composePhotosStream(createCoreDeps(loadConfig(), { fn: 'expiry' }));
