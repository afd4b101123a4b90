/**
 * Integration tests run against the real emulator: one moto process for the whole suite, on its own
 * port so a running `npm start` is not disturbed. Each test file provisions its own resources under a
 * fresh prefix, so files never see each other's data.
 */
import type { TestProject } from 'vitest/node';
import { startEmulator } from '#scripts/emulator/emulator.js';
import { portFromEnv } from './free-port.js';

declare module 'vitest' {
  export interface ProvidedContext {
    emulatorEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const emulator = await startEmulator(await portFromEnv('TEST_EMULATOR_PORT'));
  project.provide('emulatorEndpoint', emulator.endpoint);
  return () => emulator.stop();
}
