/**
 * zod compiles a fast parser for object schemas with `new Function`, and probes for it when the
 * first object schema is built. The site's CSP forbids evaluating strings (`script-src 'self'`), and
 * the browser reports the refused probe as a violation on every page load even though zod catches
 * it. Jitless mode skips both the probe and the compiler; parsing stays correct, only a little slower.
 *
 * This module must be the first import of the entry (main.tsx): the setting is read when a schema
 * is built, which happens as soon as the shared schema modules are evaluated.
 */
import { z } from 'zod';

z.config({ jitless: true });
