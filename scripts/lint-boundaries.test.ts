/**
 * The walls between the layers are lint rules (biome.json, noRestrictedImports): this tries one
 * forbidden import per wall and expects the linter to refuse each, and one allowed import beside them
 * that it must accept, so a rule that stops matching (a moved folder, a changed pattern) fails here.
 * The probes are written in a temporary copy of the layout with the project's configuration, never
 * in the working tree, where a parallel `npm run lint` would see them.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const biome = path.join(root, 'node_modules', '.bin', 'biome');

/** A file of the layout and an import it makes. */
const probes = {
  sharedToFunctions: ['shared/probe.ts', '../functions/config.js'],
  sharedToWeb: ['shared/probe-web.ts', '../web/src/lib/api-client.js'],
  libToFeature: ['web/src/lib/probe.ts', '../features/stages/api/get-stages.js'],
  componentToFeaturePage: ['web/src/components/probe.tsx', '../features/home/pages/home-page.js'],
  webToFunctions: ['web/src/app/probe.ts', '../../../functions/config.js'],
  featureToFeature: ['web/src/features/stages/pages/probe.tsx', '../../home/pages/home-page.js'],
  featureToApp: ['web/src/features/stages/pages/probe-app.tsx', '../../../app/router.js'],
  adapterToService: ['functions/adapters/probe.ts', '../services/photos/delete-photo.js'],
  workerToHttp: ['functions/workers/media/probe.ts', '../../http/app.js'],
  domainToAdapter: ['functions/domain/probe.ts', '../adapters/object-storage.js'],
  serviceToHttp: ['functions/services/photos/probe.ts', '../../http/app.js'],
  serviceToSdk: ['functions/services/photos/probe-sdk.ts', '@aws-sdk/client-s3'],
} as const;
type Probe = keyof typeof probes;

/** Imports the walls allow: a feature using lib, a service using the domain, shared using shared. */
const allowed = {
  featureToLib: ['web/src/features/stages/pages/allowed.tsx', '../../../lib/api-client.js'],
  serviceToDomain: ['functions/services/photos/allowed.ts', '../../domain/photo.js'],
  sharedToShared: ['shared/allowed.ts', './limits.js'],
} as const;

let dir = '';
let output = '';

const probeSource = (specifier: string): string =>
  `import * as probe from '${specifier}';\n\nexport const used = probe;\n`;

/** The files the linter refused an import in, by their path in the layout. */
const refusedFiles = (): Set<string> =>
  new Set(
    [...output.matchAll(/^(\S+?):\d+:\d+ lint\/style\/noRestrictedImports/gm)].map((match) =>
      path.relative(dir, path.resolve(dir, match[1] ?? '')),
    ),
  );

beforeAll(async () => {
  // Prepare: the layout's probes and the project's configuration, without the repository's ignore file
  dir = await mkdtemp(path.join(tmpdir(), 'lint-boundaries-'));
  const config = JSON.parse(await readFile(path.join(root, 'biome.json'), 'utf8')) as Record<string, unknown>;
  await writeFile(path.join(dir, 'biome.json'), JSON.stringify({ ...config, vcs: { enabled: false } }));
  for (const [file, specifier] of [...Object.values(probes), ...Object.values(allowed)]) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), probeSource(specifier));
  }
  // Act
  const lint = await run(biome, ['lint', '--max-diagnostics=none', '.'], { cwd: dir }).catch(
    (error: { stdout?: string; stderr?: string }) => error,
  );
  output = `${lint.stdout ?? ''}${lint.stderr ?? ''}`;
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the walls between layers', () => {
  it.each(Object.keys(probes) as Probe[])('refuses %s', (probe) => {
    // Assess
    expect(refusedFiles(), output).toContain(probes[probe][0]);
  });

  it('accepts the imports the layers are meant to make', () => {
    // Assess
    for (const [file] of Object.values(allowed)) expect(refusedFiles(), output).not.toContain(file);
  });
});
