/**
 * A local portal of a test file's own, on free ports, silent and without demo data; `overrides`
 * change any of the portal's options.
 */
import {
  type PortalOptions,
  portalOptionsFromEnv,
  type RunningPortal,
  startLocalPortal,
} from '#scripts/local/portal.js';
import { freePort } from './free-port.js';

export const startOwnPortal = async (overrides: Partial<PortalOptions> = {}): Promise<RunningPortal> =>
  startLocalPortal(
    portalOptionsFromEnv(
      {},
      {
        port: await freePort(),
        emulatorPort: await freePort(),
        seed: false,
        log: () => undefined,
        logLevel: 'SILENT',
        ...overrides,
      },
    ),
  );
