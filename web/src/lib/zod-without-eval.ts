/**
 * zod as the browser gets it: every `import … from 'zod'` of the web build resolves here (see the
 * alias in vite.config.ts), so this module is evaluated before any module that builds a schema,
 * whatever chunks the build makes.
 *
 * Why: zod compiles a fast parser for object schemas with `new Function`, and probes for it when
 * the first object schema is built. The site's CSP forbids evaluating strings
 * (`script-src 'self'`), and the browser reports the refused probe as a violation on every page
 * load even though zod catches it. Jitless mode skips the probe and the compiler; parsing stays
 * the same, only a little slower. An import placed first in main.tsx was not enough: the build may
 * put the schemas in a chunk that runs before the entry's own code.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
