/**
 * `npm run deploy` refuses before anything reaches AWS. The package's `deploy` command is run for real
 * by a shell, as npm runs it; `npm` and `npx` are stand-ins first on PATH that only record how they
 * were called, so a refused deployment is one that started neither the site's build nor the CDK CLI
 * (the only way the command reaches AWS), and no AWS credentials exist in its environment.
 */
import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));
const command = (
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { deploy: string } }
).scripts.deploy;
const quote = (arg: string) => `'${arg.replaceAll("'", "'\\''")}'`;

interface Run {
  readonly code: number;
  readonly stderr: string;
  /** The commands the script started, one line each (`npm run build:web`, `npx cdk deploy …`). */
  readonly started: string[];
}

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const deploy = (args: string[], env: Record<string, string> = {}): Promise<Run> => {
  const dir = mkdtempSync(join(tmpdir(), 'deploy-'));
  dirs.push(dir);
  const log = join(dir, 'started.log');
  for (const command of ['npm', 'npx']) {
    writeFileSync(join(dir, command), `#!/bin/sh\necho "${command} $*" >> "${log}"\n`);
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
          ...env,
        },
      },
      (error, _stdout, stderr) => {
        const started = existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n') : [];
        resolve({ code: error ? Number(error.code) : 0, stderr, started });
      },
    );
  });
};

const complete = [
  '-c',
  'mailDomain=colos-de-la-mer.fr',
  '-c',
  'adminEmail=equipe@colos-de-la-mer.fr',
  '--context',
  'alarmEmail=alertes@colos-de-la-mer.fr',
];
const organisation = {
  VITE_ORG_NAME: 'Colos de la Mer',
  VITE_ORG_ADDRESS: '3 quai des Pêcheurs, 17000 La Rochelle',
  VITE_ORG_PUBLICATION_DIRECTOR: 'Jeanne Roux, présidente',
};

// Each case starts a Node process with tsx: seconds on a loaded machine.
describe('npm run deploy', { timeout: 60_000 }, () => {
  it('with no context, stops before any AWS call and lists in French everything missing', async () => {
    // Act
    const { code, stderr, started } = await deploy([]);
    // Assess
    expect(code).toBe(1);
    expect(started).toEqual([]);
    expect(stderr).toContain(
      "Déploiement refusé : il manque de quoi faire un portail qui fonctionne. Rien n'a été envoyé à AWS.",
    );
    for (const missing of [
      "  - domaine d'envoi des mails, vérifié dans SES par DKIM : -c mailDomain=",
      '  - adresse des administrateurs (notifications du portail) : -c adminEmail=',
      '  - adresse qui reçoit les alarmes : -c alarmEmail=',
      "  - nom de l'organisateur (mentions légales) : VITE_ORG_NAME",
      "  - adresse postale de l'organisateur (mentions légales) : VITE_ORG_ADDRESS",
      '  - directeur ou directrice de la publication (mentions légales) : VITE_ORG_PUBLICATION_DIRECTOR',
    ]) {
      expect(stderr).toContain(missing);
    }
  });

  it('lists only what is still missing when part is given', async () => {
    const { code, stderr, started } = await deploy(complete.slice(0, 4), organisation);
    expect(code).toBe(1);
    expect(started).toEqual([]);
    expect(stderr.match(/^ {2}- /gm)).toHaveLength(1);
    expect(stderr).toContain('  - adresse qui reçoit les alarmes : -c alarmEmail=');
  });

  it('refuses the sample values of a synthesis', async () => {
    const { code, stderr, started } = await deploy([...complete, '-c', 'example=true'], organisation);
    expect(code).toBe(1);
    expect(started).toEqual([]);
    expect(stderr).toContain("  - -c example=true : des valeurs d'exemple, pour synthétiser seulement");
  });

  it('with everything given, builds the site then runs cdk deploy with the same arguments', async () => {
    const { code, started } = await deploy(complete, organisation);
    expect(code).toBe(0);
    expect(started).toEqual(['npm run build:web', `npx cdk deploy --all --no-notices ${complete.join(' ')}`]);
  });
});
