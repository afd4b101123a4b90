import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tables } from '#shared/resources.js';
import { stackOutputs, tableOutput } from '#shared/stack-outputs.js';
import {
  checkDeploySettings,
  DeployRefused,
  effectiveSettings,
  readSavedSettings,
  savedSettingsText,
  settingsChanges,
} from './lib/deploy-settings.js';
import { synthesize, synthPortal } from './test-support.js';

const organisation = {
  VITE_ORG_NAME: 'Colos de la Mer',
  VITE_ORG_ADDRESS: '3 quai des Pêcheurs, 17000 La Rochelle',
  VITE_ORG_PUBLICATION_DIRECTOR: 'Jeanne Roux, présidente',
};
const complete: Record<string, string> = {
  mailDomain: 'colos-de-la-mer.fr',
  adminEmail: 'equipe@colos-de-la-mer.fr',
  alarmEmail: 'alertes@colos-de-la-mer.fr',
};

describe('settings a deployment must be given', () => {
  it('lists, in French, every missing value: sender domain, both addresses, the organisation', () => {
    // Act
    const { problems, values } = checkDeploySettings(() => undefined, {});
    // Assess
    expect(values).toBeUndefined();
    expect(problems).toEqual([
      "domaine d'envoi des mails, vérifié dans SES par DKIM : -c mailDomain=mon-organisation.fr",
      'adresse des administrateurs (notifications du portail) : -c adminEmail=equipe@mon-organisation.fr',
      'adresse qui reçoit les alarmes : -c alarmEmail=alertes@mon-organisation.fr',
      "nom de l'organisateur (mentions légales) : VITE_ORG_NAME",
      "adresse postale de l'organisateur (mentions légales) : VITE_ORG_ADDRESS",
      'directeur ou directrice de la publication (mentions légales) : VITE_ORG_PUBLICATION_DIRECTOR',
    ]);
  });

  it("refuses malformed values, a sender outside the domain and the demo organisation's identity", () => {
    const context: Record<string, string> = {
      mailDomain: 'colos de la mer',
      adminEmail: 'equipe',
      alarmEmail: 'alertes@colos-de-la-mer.fr',
    };
    const { problems } = checkDeploySettings((key) => context[key], {
      ...organisation,
      VITE_ORG_NAME: 'Les Colos du Soleil',
    });
    expect(problems).toEqual([
      "domaine d'envoi des mails : « colos de la mer » n'est pas un nom de domaine",
      "adresse des administrateurs (notifications du portail) : « equipe » n'est pas une adresse e-mail (-c adminEmail=equipe@mon-organisation.fr)",
      "nom de l'organisateur (mentions légales) : VITE_ORG_NAME est celui de la démo",
    ]);
    const outside = checkDeploySettings(
      (key) => ({ ...complete, mailSender: 'photos@gmail.com' })[key],
      organisation,
    );
    expect(outside.problems).toEqual([
      "expéditeur des mails : « photos@gmail.com » n'est pas une adresse du domaine colos-de-la-mer.fr",
    ]);
  });

  it('lets a complete deployment through, the sender defaulting to no-reply@ its domain', () => {
    const { problems, values } = checkDeploySettings((key) => complete[key], organisation);
    expect(problems).toEqual([]);
    expect(values).toEqual({ ...complete, mailSender: 'no-reply@colos-de-la-mer.fr' });
  });

  it('stops `cdk synth` of a deploy target with the French list, before any stack exists', () => {
    // Prepare: cdk.json's context alone, as a bare `cdk synth` or `cdk deploy` runs the app
    const bare = () => synthesize({ context: { example: 'false' } });
    // Act + Assess
    expect(bare).toThrow(DeployRefused);
    expect(bare).toThrow(
      /^Déploiement refusé : .*Rien n'a été envoyé à AWS\.\n {2}- domaine d'envoi des mails/,
    );
    expect(bare).toThrow(/-c adminEmail=.*\n.*-c alarmEmail=/);
  });

  it('outputs what an operator needs: every table by name, the region, the alarm topic', () => {
    // Prepare
    const { stack, template } = synthPortal();
    // Act
    const outputs = template.toJSON().Outputs as Record<string, { Value: unknown }>;
    // Assess
    for (const name of Object.keys(tables) as (keyof typeof tables)[]) {
      expect(outputs[tableOutput(name)]?.Value, name).toEqual(
        stack.resolve(stack.data.tables[name].tableName),
      );
    }
    expect(outputs[stackOutputs.region]?.Value).toEqual({ Ref: 'AWS::Region' });
    expect(outputs.AlarmTopicArn).toBeDefined();
  });
});

const saved = {
  mailDomain: 'colos-de-la-mer.fr',
  adminEmail: 'equipe@colos-de-la-mer.fr',
  alarmEmail: 'alertes@colos-de-la-mer.fr',
  domainName: 'photos.colos-de-la-mer.fr',
  certificateArn: 'arn:aws:acm:us-east-1:111122223333:certificate/abc',
};

const dirs: string[] = [];
afterEach(() => {
  vi.unstubAllEnvs();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const savedFile = (content: string, stage = 'production'): string => {
  const dir = mkdtempSync(join(tmpdir(), 'saved-settings-'));
  dirs.push(dir);
  writeFileSync(join(dir, `${stage}.json`), content);
  return dir;
};

describe("a stage's saved settings", () => {
  it('a value not given keeps its saved value, one given replaces it, one given empty takes it out', () => {
    // Prepare
    const given: Record<string, string> = { alarmEmail: 'astreinte@colos-de-la-mer.fr', domainName: '' };

    // Act
    const next = effectiveSettings(saved, (key) => given[key]);

    // Assess
    expect(next).toEqual({
      mailDomain: saved.mailDomain,
      adminEmail: saved.adminEmail,
      alarmEmail: 'astreinte@colos-de-la-mer.fr',
      certificateArn: saved.certificateArn,
    });
    expect(settingsChanges(saved, next)).toEqual([
      'alarmEmail : « alertes@colos-de-la-mer.fr » → « astreinte@colos-de-la-mer.fr »',
      'domainName : retiré (était « photos.colos-de-la-mer.fr »)',
    ]);
    expect(settingsChanges(next, { ...next, siteOrigin: 'http://localhost:5173' })).toEqual([
      'siteOrigin : ajouté, « http://localhost:5173 »',
    ]);
    expect(
      settingsChanges(
        saved,
        effectiveSettings(saved, () => undefined),
      ),
    ).toEqual([]);
  });

  it('are written one setting a line in a stable order, and read back as written', () => {
    // Act
    const text = savedSettingsText({ domainName: saved.domainName, mailDomain: saved.mailDomain });

    // Assess
    expect(text).toBe(
      '{\n  "mailDomain": "colos-de-la-mer.fr",\n  "domainName": "photos.colos-de-la-mer.fr"\n}\n',
    );
    expect(readSavedSettings(join(savedFile(text), 'production.json'))).toEqual({
      mailDomain: saved.mailDomain,
      domainName: saved.domainName,
    });
    expect(readSavedSettings(join(savedFile('{}'), 'nowhere.json'))).toBeUndefined();
  });

  it('refuse in French a file that is not JSON, an unknown setting or a value that is not text', () => {
    const read = (content: string) => () => readSavedSettings(join(savedFile(content), 'production.json'));
    expect(read('{ mailDomain')).toThrow(/n'est pas du JSON lisible/);
    expect(read('{"domain": "x"}')).toThrow(/réglage inconnu « domain »/);
    expect(read('{"mailSendRate": 2}')).toThrow(/la valeur de « mailSendRate » doit être du texte/);
  });

  it('are what the CDK app deploys when `cdk deploy` is run without them', () => {
    // Prepare: a deploy target (not the sample values), its organisation, and its saved settings only
    for (const [key, value] of Object.entries(organisation)) vi.stubEnv(key, value);
    const dir = savedFile(JSON.stringify(saved));

    // Act
    const withDomain = synthesize({ context: { example: 'false', settingsDir: dir } });
    const withoutDomain = synthesize({
      context: { example: 'false', settingsDir: dir, domainName: '', certificateArn: '' },
    });

    // Assess
    const aliases = (portal: typeof withoutDomain) =>
      (
        portal.resourceOf(portal.stack.web.distribution).Properties.DistributionConfig as {
          Aliases?: string[];
        }
      ).Aliases;
    expect(aliases(withDomain)).toEqual([saved.domainName]);
    expect(aliases(withoutDomain)).toBeUndefined();
    expect(withDomain.stack.resolve(withDomain.stack.mail.environment)).toMatchObject({
      ADMIN_NOTIFY_EMAIL: saved.adminEmail,
    });
  });
});
