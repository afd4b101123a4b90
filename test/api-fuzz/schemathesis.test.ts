/**
 * The OpenAPI document held to the API's real answers: schemathesis (pinned in
 * scripts/api-fuzz/requirements.txt) generates requests from /api/openapi.json and sends them as a
 * family, a trainer and an administrator to a scratch portal of its own (own ports, demo data), which
 * the fuzzing may change at will. Every answer must be below 500 and have a status the document lists.
 * Each role gets a fixed time budget, so the run stays bounded on a busy machine.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalOptionsFromEnv, type RunningPortal, startLocalPortal } from '#scripts/local/portal.js';
import { freePort } from '../helpers/free-port.js';
import { portalClient, signInAdmin, signInToStay } from '../helpers/portal-setup.js';

const projectRoot = path.resolve(import.meta.dirname, '../..');
const schemathesis = path.join(projectRoot, '.venv', 'bin', 'schemathesis');

/** Seconds of generated requests per role: three roles keep the whole run near two minutes. */
const SECONDS_PER_ROLE = 30;

const PASSWORDS = { family: 'Famille-fuzz-2026', trainer: 'Equipe-fuzz-2026', admin: 'Admin-fuzz-2026!' };

interface FuzzRun {
  readonly code: number | null;
  readonly output: string;
}

const runSchemathesis = (args: readonly string[], cwd: string): Promise<FuzzRun> =>
  new Promise((resolve, reject) => {
    const child = spawn(schemathesis, args, {
      cwd,
      env: { ...process.env, NO_COLOR: '1', SCHEMATHESIS_HOOKS: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, output }));
  });

describe('the OpenAPI document against the API (schemathesis)', () => {
  let portal: RunningPortal | undefined;
  let workDir = '';
  const tokens: Record<'family' | 'trainer' | 'admin', string> = { family: '', trainer: '', admin: '' };
  let stayId = '';

  beforeAll(async () => {
    portal = await startLocalPortal(
      portalOptionsFromEnv(
        {},
        {
          port: await freePort(),
          emulatorPort: await freePort(),
          familyPassword: PASSWORDS.family,
          trainerPassword: PASSWORDS.trainer,
          adminPassword: PASSWORDS.admin,
          log: () => undefined,
          logLevel: 'SILENT',
        },
      ),
    );
    const seeded = portal.seeded;
    const stay = seeded?.stays.find((candidate) => candidate.actif === 1 && candidate.photos > 0);
    if (!seeded || !stay) throw new Error('Demo data missing');
    stayId = stay.id;
    const api = portalClient(portal.url);
    tokens.admin = await signInAdmin(api, seeded.admin.username, seeded.admin.password);
    tokens.family = await signInToStay(api, stay.id, PASSWORDS.family);
    tokens.trainer = await signInToStay(api, stay.id, PASSWORDS.trainer);
    workDir = await mkdtemp(path.join(tmpdir(), 'api-fuzz-'));
  });

  afterAll(async () => {
    await portal?.stop();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  // Family first and administrator last: the administrator's requests may change the stay's
  // passwords or delete it, which would end the other roles' sessions.
  it.each(['family', 'trainer', 'admin'] as const)(
    'answers the %s with no server error and only documented statuses',
    async (role) => {
      // Prepare: the seeded stay's id in every {stageId}, so requests reach past the access checks
      const config = path.join(workDir, `${role}.toml`);
      await writeFile(config, `[parameters]\n"path.stageId" = "${stayId}"\n`);
      const report = path.join(workDir, `${role}.xml`);
      // Act
      const run = await runSchemathesis(
        [
          '--config-file',
          config,
          'run',
          `${portal?.url}/api/openapi.json`,
          '--url',
          `${portal?.url}/api`,
          '--header',
          `Authorization: Bearer ${tokens[role]}`,
          // Signing out revokes the token every other request of the run carries.
          '--exclude-path',
          '/auth/logout',
          '--checks',
          'not_a_server_error,status_code_conformance',
          '--phases',
          'examples,coverage,fuzzing',
          '--max-time',
          String(SECONDS_PER_ROLE),
          // One worker: with two threads, Hypothesis (describing a strategy with ast.parse) trips a
          // CPython 3.11 bug ("AST constructor recursion depth mismatch") and the run crashes on its
          // own, whatever the API answered.
          '--workers',
          '1',
          '--seed',
          '20261123',
          '--request-timeout',
          '30',
          '--suppress-health-check',
          'all',
          '--report',
          'junit',
          '--report-junit-path',
          report,
        ],
        workDir,
      );
      // Assess
      const junit = await readFile(report, 'utf8').catch(() => '');
      expect(run.code, `${run.output}\n${junit.slice(0, 10_000)}`).toBe(0);
    },
    // The role's budget, the last requests in flight, and a busy machine.
    SECONDS_PER_ROLE * 1000 + 120_000,
  );
});
