/** Global setup of the recording suites: notes in the run's folder that this suite ran. */
import type { TestProject } from 'vitest/node';
import { CALL_LOG_DIR_ENV } from '#functions/adapters/call-recorder.js';
import { markSuite } from './call-log.js';

export default function setup(project: TestProject): void {
  const dir = process.env[CALL_LOG_DIR_ENV];
  if (dir) markSuite(dir, project.name);
}
