/** `npm run openapi`: writes the OpenAPI document generated from the shared schemas to docs/. */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildOpenApiDocument } from '#functions/http/openapi.js';

const target = path.resolve(import.meta.dirname, '../docs/openapi.json');
await mkdir(path.dirname(target), { recursive: true });
await writeFile(target, `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);
console.log(`OpenAPI écrit dans ${path.relative(process.cwd(), target)}`);
