/**
 * End-to-end tests run against the whole local runtime, started once for the suite exactly as
 * `npm start` starts it (own ports, fixed demo passwords so tests can sign in), and stopped after.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { portalOptionsFromEnv, startLocalPortal } from '#scripts/local/portal.js';
import type { SeedResult } from '#scripts/local/seed.js';
import { WEB_DIST } from '#scripts/local/site-server.js';
import { portFromEnv } from './free-port.js';

export const E2E_PASSWORDS = {
  family: 'Famille-2026',
  trainer: 'Equipe-2026',
  admin: 'Admin-e2e-2026!',
} as const;

/**
 * A trainer's batch is over after this many seconds without a new photo (five minutes in the
 * product): long enough for the gaps of a batch sent over a cut network, short enough for a test.
 */
export const E2E_BATCH_QUIET_SECONDS = 10;

/** A fixed token key, so a test can sign what the portal signs (a digest's unsubscribe link). */
export const E2E_JWT_SECRET = 'e2e-only-token-key-0123456789abcdef';

declare module 'vitest' {
  export interface ProvidedContext {
    portalUrl: string;
    seeded: SeedResult;
    /** Where the portal's media live in the emulator, for tests that check what storage holds. */
    mediaStore: { endpoint: string; bucket: string };
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // A copy of the built SPA: another `npm test` on this clone rebuilds web/dist (emptied first) while
  // this suite's browser loads pages from it.
  const webRoot = await mkdtemp(path.join(tmpdir(), 'e2e-web-'));
  await cp(WEB_DIST, webRoot, { recursive: true });
  const portal = await startLocalPortal(
    portalOptionsFromEnv(
      {},
      {
        port: await portFromEnv('E2E_PORT'),
        webRoot,
        emulatorPort: await portFromEnv('E2E_EMULATOR_PORT'),
        familyPassword: E2E_PASSWORDS.family,
        trainerPassword: E2E_PASSWORDS.trainer,
        adminPassword: E2E_PASSWORDS.admin,
        jwtSecret: E2E_JWT_SECRET,
        uploadBatchQuietSeconds: E2E_BATCH_QUIET_SECONDS,
        // The tests wait on the workers, on a machine the test run may share with others: at the
        // runtime's lower priority they could be starved for minutes. The benches measure it.
        workersNice: 0,
        log: () => undefined,
        logLevel: 'ERROR',
      },
    ),
  );
  if (!portal.seeded) throw new Error('Demo data missing');
  project.provide('portalUrl', portal.url);
  project.provide('seeded', portal.seeded);
  if (portal.endpoint)
    project.provide('mediaStore', { endpoint: portal.endpoint, bucket: portal.mediaBucket });
  return async () => {
    await portal.stop();
    await rm(webRoot, { recursive: true, force: true });
  };
}
