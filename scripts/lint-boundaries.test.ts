/**
 * The walls between the layers are lint rules (biome.json, noRestrictedImports) written against the
 * import aliases of package.json (`#shared/*`, `#functions/*`, `#web/*`…): this tries one forbidden
 * import per wall and expects the linter to refuse each, and allowed imports beside them that it
 * must accept, so a rule that stops matching (a moved folder, a changed pattern) fails here.
 * The probes are written in a temporary copy of the layout with the project's configuration, never
 * in the working tree, where a parallel `npm run lint` would see them.
 * A rule names an alias once for every folder depth, which holds only if code never reaches another
 * area by a relative path: the last test reads every import of the tree and holds it to that.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const biome = path.join(root, 'node_modules', '.bin', 'biome');

/** A file of the layout and an import it makes. */
const probes = {
  sharedToFunctions: ['shared/probe.ts', '#functions/config.js'],
  sharedToWeb: ['shared/probe-web.ts', '#web/lib/api-client'],
  sharedToFunctionsRelative: ['shared/probe-relative.ts', '../functions/config.js'],
  libToFeature: ['web/src/lib/probe.ts', '#web/features/stays/api/get-stages'],
  componentToFeaturePage: ['web/src/components/probe.tsx', '#web/features/home/pages/home-page'],
  libToApp: ['web/src/lib/probe-app.ts', '#web/app/router'],
  webToFunctions: ['web/src/app/probe.ts', '#functions/config.js'],
  webToInfra: ['web/src/lib/probe-infra.ts', '#infra/lib/api.js'],
  webToFunctionsRelative: ['web/src/app/probe-relative.ts', '../../../functions/config.js'],
  featureToFeature: ['web/src/features/stays/pages/probe.tsx', '#web/features/home/pages/home-page'],
  featureToApp: ['web/src/features/stays/pages/probe-app.tsx', '#web/app/router'],
  featureToFunctions: ['web/src/features/stays/api/probe.ts', '#functions/config.js'],
  adapterToService: ['functions/adapters/probe.ts', '#functions/services/photos/delete-photo.js'],
  adapterToComposition: ['functions/adapters/stores/probe.ts', '#functions/composition/api.js'],
  workerToHttp: ['functions/workers/media/probe.ts', '#functions/http/app.js'],
  domainToAdapter: ['functions/domain/probe.ts', '#functions/adapters/object-storage.js'],
  serviceToHttp: ['functions/services/photos/probe.ts', '#functions/http/app.js'],
  serviceToComposition: ['functions/services/photos/probe-composition.ts', '#functions/composition/api.js'],
  serviceToSdk: ['functions/services/photos/probe-sdk.ts', '@aws-sdk/client-s3'],
  routeToRoute: ['functions/http/routes/probe.ts', './photos.js'],
  serviceToAdapter: ['functions/services/photos/probe-adapter.ts', '#functions/adapters/object-storage.js'],
  serviceToStore: ['functions/services/stays/probe-store.ts', '#functions/adapters/stores/stays.js'],
  httpToAdapter: ['functions/http/probe-adapter.ts', '#functions/adapters/page-cursor.js'],
  routeToAdapter: ['functions/http/routes/probe-adapter.ts', '#functions/adapters/object-storage.js'],
  workerToAdapter: ['functions/workers/media/probe-adapter.ts', '#functions/adapters/metrics.js'],
  portToAdapter: ['functions/ports/probe.ts', '#functions/adapters/object-storage.js'],
  domainToWorker: ['functions/domain/probe-worker.ts', '#functions/workers/flushing-metrics.js'],
  // The rules that tests and runtime entries keep, under the narrower ones above.
  compositionToSdk: ['functions/composition/probe-sdk.ts', '@aws-sdk/client-s3'],
  serviceTestToHttp: ['functions/services/photos/probe.test.ts', '#functions/http/app.js'],
  workerTestToHttp: ['functions/workers/media/probe.test.ts', '#functions/http/app.js'],
} as const;
type Probe = keyof typeof probes;

/** Imports the walls allow: each layer using what it stands on. */
const allowed = {
  featureToLib: ['web/src/features/stays/pages/allowed.tsx', '#web/lib/api-client'],
  featureToComponents: ['web/src/features/stays/pages/allowed-components.tsx', '#web/components/notice'],
  featureToShared: ['web/src/features/stays/pages/allowed-shared.tsx', '#shared/public-messages'],
  featureToItself: ['web/src/features/stays/pages/allowed-own.tsx', '../api/get-stages'],
  appToFeature: ['web/src/app/allowed.tsx', '#web/features/home/pages/home-page'],
  serviceToDomain: ['functions/services/photos/allowed.ts', '#functions/domain/photo.js'],
  routeToService: ['functions/http/routes/allowed.ts', '#functions/services/photos/delete-photo.js'],
  compositionToAdapter: ['functions/composition/allowed.ts', '#functions/adapters/object-storage.js'],
  sharedToShared: ['shared/allowed.ts', './limits.js'],
  serviceToPort: ['functions/services/photos/allowed-port.ts', '#functions/ports/object-storage.js'],
  adapterToPort: ['functions/adapters/allowed-port.ts', './ports-probe.js'],
  serviceTestToAdapter: [
    'functions/services/photos/allowed.test.ts',
    '#functions/adapters/object-storage.js',
  ],
  apiEntryToAdapter: ['functions/http/lambda.ts', '#functions/adapters/aws-clients.js'],
  workerEntryToAdapter: ['functions/workers/media/lambda.ts', '#functions/adapters/aws-clients.js'],
  workerTestToAdapter: ['functions/workers/media/allowed.test.ts', '#functions/adapters/image-processor.js'],
  workerToPort: ['functions/workers/media/allowed-port.ts', '#functions/ports/metrics.js'],
  portToDomain: ['functions/ports/allowed.ts', '#functions/domain/photo.js'],
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
}, 120_000);

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

/**
 * The area a path belongs to: a top folder, a layer of functions/, a feature or a shared folder of
 * the SPA. Inside an area imports are relative; between areas they go through an alias.
 */
const areaOf = (file: string): string => {
  const [top = '', second = '', third = '', fourth] = file.split('/');
  const depth = file.split('/').length;
  if (depth === 1) return 'root';
  if (top === 'web') {
    if (second !== 'src') return `web/${depth > 2 ? second : ''}`;
    if (third === 'features' && depth > 4) return `web/src/features/${fourth}`;
    if (['app', 'components', 'lib'].includes(third) && depth > 3) return `web/src/${third}`;
    return 'web/src';
  }
  if (top === 'functions') return depth > 2 ? `functions/${second}` : 'functions';
  return top;
};

/** The folders an alias of package.json leads to. */
const ALIASED_FOLDERS: readonly string[] = [
  'shared/',
  'functions/',
  'infra/',
  'scripts/',
  'test/',
  'web/src/',
];

const COVERED_FOLDERS: readonly string[] = [
  'shared',
  'functions',
  'infra',
  'scripts',
  'test',
  'web/src',
  'web/scripts',
];
const SOURCE_FILE = /\.(ts|tsx|mts|mjs)$/;
const TOOL_CONFIG = /\.config\.[cm]?[jt]s$/;

describe('relative imports', () => {
  it('stay inside their area, so that the alias rules see every import between areas', () => {
    // Prepare
    const files = execFileSync('git', ['ls-files', '-z', '--', ...COVERED_FOLDERS], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\0')
      .filter(
        (file) => SOURCE_FILE.test(file) && !TOOL_CONFIG.test(file) && existsSync(path.join(root, file)),
      );
    // Act
    const crossings = files.flatMap((file) =>
      ts
        .preProcessFile(readFileSync(path.join(root, file), 'utf8'), true, true)
        .importedFiles.map(({ fileName }) => fileName)
        .filter((specifier) => specifier.startsWith('./') || specifier.startsWith('../'))
        .filter((specifier) => {
          const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
          const aliased = ALIASED_FOLDERS.some((folder) => target.startsWith(folder));
          return aliased && areaOf(target) !== areaOf(file);
        })
        .map((specifier) => `${file}: ${specifier}`),
    );
    // Assess
    expect(files.length).toBeGreaterThan(100);
    expect(crossings).toEqual([]);
    // Reading a thousand files takes a second, many more on a machine shared with a browser suite.
  }, 120_000);

  it('are told apart by area: a feature, a layer, a top folder', () => {
    // Assess
    expect(areaOf('web/src/features/stays/pages/x.tsx')).toBe('web/src/features/stays');
    expect(areaOf('web/src/lib/archive/x.ts')).toBe('web/src/lib');
    expect(areaOf('functions/services/photos/x.ts')).toBe('functions/services');
    expect(areaOf('functions/config.ts')).toBe('functions');
    expect(areaOf('shared/routes/x.ts')).toBe('shared');
  });
});
