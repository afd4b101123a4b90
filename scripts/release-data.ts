/**
 * `npm run release:data`: when a version is released, writes what its template holds of the
 * portal's data (infra/released/data-resources.json): each table, bucket, key and secret with the
 * properties whose change would replace it. `npm run deploy` compares a new version with this file
 * whenever it cannot read the deployed stack, so the file says what the last release put in place.
 * Synthesized from the code alone (scripts/deploy-synth.ts says why).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dataInventory, RELEASED_DATA_FILE } from './deploy-data.js';
import { synthesizeRelease } from './deploy-synth.js';

const root = fileURLToPath(new URL('../', import.meta.url));

const { context } = JSON.parse(readFileSync(join(root, 'cdk.json'), 'utf8')) as {
  context: Record<string, unknown>;
};
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
const { template } = await synthesizeRelease(context);
const file = join(root, RELEASED_DATA_FILE);
const released = {
  Description: `Ressources de données de la version ${version} : écrit par npm run release:data, lu par npm run deploy.`,
  Version: version,
  Resources: dataInventory(template),
};
writeFileSync(file, `${JSON.stringify(released, null, 2)}\n`);
console.log(
  `${Object.keys(released.Resources).length} ressources de données de la version ${version} écrites dans ${relative(root, file)} : committez ce fichier avec la version.`,
);
