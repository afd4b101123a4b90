/**
 * Where the suites record the AWS calls of the functions (functions/adapters/call-recorder.ts): one
 * folder per test run under .local/aws-calls/, so two runs on one machine never mix their records.
 * The permission proof reads the folder of its own run, or the newest one when run on its own.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CALL_LOG_ROOT = fileURLToPath(new URL('../../.local/aws-calls/', import.meta.url));
/** The suites whose runs are recorded; the unused-grant check is strict only when all three ran. */
export const RECORDING_SUITES = ['unit', 'integration', 'e2e'] as const;
const DAY_MS = 86_400_000;

/** A fresh folder for this run; folders of runs over a day old are removed. */
export const newRunDir = (): string => {
  mkdirSync(CALL_LOG_ROOT, { recursive: true });
  for (const name of readdirSync(CALL_LOG_ROOT)) {
    const dir = join(CALL_LOG_ROOT, name);
    if (Date.now() - statSync(dir).mtimeMs > DAY_MS) rmSync(dir, { recursive: true, force: true });
  }
  return mkdtempSync(join(CALL_LOG_ROOT, 'run-'));
};

const hasCalls = (dir: string): boolean =>
  existsSync(dir) && readdirSync(dir).some((name) => name.endsWith('.jsonl'));

/** The folder to check: this run's when it holds calls, else the newest run that recorded some. */
export const runDirToCheck = (current: string | undefined): string | undefined => {
  if (current && hasCalls(current)) return current;
  if (!existsSync(CALL_LOG_ROOT)) return undefined;
  return readdirSync(CALL_LOG_ROOT)
    .map((name) => join(CALL_LOG_ROOT, name))
    .filter(hasCalls)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
};

export const markSuite = (dir: string, suite: string): void =>
  writeFileSync(join(dir, `suite-${suite}`), new Date().toISOString());

export const suitesOf = (dir: string): string[] =>
  readdirSync(dir)
    .filter((name) => name.startsWith('suite-'))
    .map((name) => name.slice('suite-'.length));
