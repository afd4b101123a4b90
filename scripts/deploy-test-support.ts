/**
 * Runs `npm run deploy` for real, as npm runs it, for the tests of what it refuses. `npm` and `npx`
 * are stand-ins first on PATH that only record how they were called, so a refused deployment is one
 * that started neither the site's build nor the CDK CLI (the only way the command reaches AWS), and
 * no AWS credentials exist in its environment but the fake ones a test gives for an endpoint of its
 * own (`serveAws`): nothing reaches AWS either.
 */
import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach } from 'vitest';

export const root = fileURLToPath(new URL('../', import.meta.url));
const command = (
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { deploy: string } }
).scripts.deploy;
const quote = (arg: string) => `'${arg.replaceAll("'", "'\\''")}'`;

export interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
  /** The commands the script started, one line each (`npm run build:web`, `npx cdk deploy …`). */
  readonly started: string[];
}

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A folder of the test's own, removed after it. */
export const temporary = (prefix = 'deploy-settings-'): string => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};

export const deploy = (args: string[], env: Record<string, string> = {}): Promise<Run> => {
  const dir = temporary('deploy-');
  const log = join(dir, 'started.log');
  for (const command of ['npm', 'npx']) {
    // The CDK CLI stand-in fails when FAKE_CDK_STATUS says so, as a rolled-back deployment does.
    const fail = command === 'npx' ? 'test -n "$FAKE_CDK_STATUS" && exit "$FAKE_CDK_STATUS"\n' : '';
    writeFileSync(join(dir, command), `#!/bin/sh\necho "${command} $*" >> "${log}"\n${fail}exit 0\n`);
    chmodSync(join(dir, command), 0o755);
  }
  return new Promise((resolve) => {
    execFile(
      '/bin/sh',
      ['-c', [command, ...args.map(quote)].join(' ')],
      {
        cwd: root,
        // Nothing of the caller's environment: no AWS profile, key or region, no VITE_ORG_*. The
        // package's binaries come after the stand-ins, as `npm run` puts them on PATH.
        env: {
          PATH: [dir, join(root, 'node_modules', '.bin'), dirname(process.execPath), '/usr/bin', '/bin'].join(
            ':',
          ),
          HOME: dir,
          // No instance metadata to ask for credentials either: the SDK gives up at once.
          AWS_EC2_METADATA_DISABLED: 'true',
          ...env,
        },
      },
      (error, stdout, stderr) => {
        const started = existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n') : [];
        resolve({ code: error ? Number(error.code) : 0, stdout, stderr, started });
      },
    );
  });
};

export const complete = [
  '-c',
  'mailDomain=colos-de-la-mer.fr',
  '-c',
  'adminEmail=equipe@colos-de-la-mer.fr',
  '--context',
  'alarmEmail=alertes@colos-de-la-mer.fr',
];

export const organisation = {
  VITE_ORG_NAME: 'Colos de la Mer',
  VITE_ORG_ADDRESS: '3 quai des Pêcheurs, 17000 La Rochelle',
  VITE_ORG_PUBLICATION_DIRECTOR: 'Jeanne Roux, présidente',
};

/** A folder of saved settings of the test's own (`-c settingsDir=…`), instead of the checkout's deploy/. */
export const settingsIn = (dir: string) => ['-c', `settingsDir=${dir}`];

export const json = (response: ServerResponse, status: number, body: unknown, headers = {}) => {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
};

export const xml = (response: ServerResponse, status: number, body: string) => {
  response.writeHead(status, { 'content-type': 'text/xml' });
  response.end(body);
};

/**
 * A stand-in for the AWS APIs the deploy script calls, on a port of its own: `answer` replies, and
 * each request is recorded as `METHOD /path` (with ` Action` for CloudFormation's query protocol).
 */
export const serveAws = async (
  answer: (request: IncomingMessage, body: string, response: ServerResponse) => void,
) => {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      const url = request.url ?? '';
      const action = /Action=(\w+)/.exec(body)?.[1];
      requests.push(`${request.method} ${url.split('?')[0]}${action ? ` ${action}` : ''}`);
      answer(request, body, response);
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  return {
    requests,
    env: {
      AWS_ENDPOINT_URL: `http://127.0.0.1:${port}`,
      AWS_REGION: 'eu-west-3',
      AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      AWS_SECRET_ACCESS_KEY: 'secret',
    },
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  };
};
