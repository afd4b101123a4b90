/**
 * `npm run deploy` refuses before anything reaches AWS: run for real by a shell as npm runs it, with
 * stand-ins for `npm` and `npx` that only record how they were called (scripts/deploy-test-support.ts).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  complete,
  deploy,
  json,
  organisation,
  serveAws,
  settingsIn,
  temporary,
  xml,
} from './deploy-test-support.js';

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
    const args = [...complete, ...settingsIn(temporary())];
    const { code, started } = await deploy(args, organisation);
    expect(code).toBe(0);
    expect(started).toEqual(['npm run build:web', `npx cdk deploy --all --no-notices ${args.join(' ')}`]);
  });
});

const savedIn = (dir: string, stage = 'production'): unknown =>
  JSON.parse(readFileSync(join(dir, `${stage}.json`), 'utf8'));
const firstSettings = {
  mailDomain: 'colos-de-la-mer.fr',
  adminEmail: 'equipe@colos-de-la-mer.fr',
  alarmEmail: 'alertes@colos-de-la-mer.fr',
  domainName: 'photos.colos-de-la-mer.fr',
  certificateArn: 'arn:aws:acm:us-east-1:111122223333:certificate/abc',
};
const saveFirst = (dir: string, stage = 'production') => {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${stage}.json`), JSON.stringify(firstSettings));
};

describe('npm run deploy, saved settings', { timeout: 60_000 }, () => {
  it("saves a stage's settings after its first successful deployment", async () => {
    // Prepare
    const dir = temporary();
    const withDomain = [
      ...complete,
      '-c',
      `domainName=${firstSettings.domainName}`,
      '-c',
      `certificateArn=${firstSettings.certificateArn}`,
    ];

    // Act
    const { code, stdout } = await deploy([...withDomain, ...settingsIn(dir)], organisation);

    // Assess
    expect(code).toBe(0);
    expect(savedIn(dir)).toEqual(firstSettings);
    expect(stdout).toContain('Réglages de « production » enregistrés dans');
    expect(stdout).toContain('committez ce fichier avec le code déployé');
  });

  it('redeploys from the saved settings alone: leaving out -c drops nothing', async () => {
    // Prepare
    const dir = temporary();
    saveFirst(dir);

    // Act
    const { code, started, stdout } = await deploy(settingsIn(dir), organisation);

    // Assess: the CDK app reads the same file, so nothing needs repeating
    expect(code).toBe(0);
    expect(started).toEqual(['npm run build:web', `npx cdk deploy --all --no-notices -c settingsDir=${dir}`]);
    expect(savedIn(dir)).toEqual(firstSettings);
    expect(stdout).not.toContain('enregistrés');
  });

  it('refuses settings that differ from the saved ones, showing the difference in French', async () => {
    // Prepare
    const dir = temporary();
    saveFirst(dir);

    // Act
    const { code, started, stderr } = await deploy(
      [
        '-c',
        'alarmEmail=astreinte@colos-de-la-mer.fr',
        '-c',
        'domainName=',
        '-c',
        'certificateArn=',
        ...settingsIn(dir),
      ],
      organisation,
    );

    // Assess
    expect(code).toBe(1);
    expect(started).toEqual([]);
    expect(stderr).toContain(
      `Déploiement refusé : ces réglages diffèrent de ceux enregistrés pour « production » (${join(dir, 'production.json')}). Rien n'a été envoyé à AWS.`,
    );
    expect(stderr).toContain(
      '  - alarmEmail : « alertes@colos-de-la-mer.fr » → « astreinte@colos-de-la-mer.fr »',
    );
    expect(stderr).toContain('  - domainName : retiré (était « photos.colos-de-la-mer.fr »)');
    expect(stderr).toContain(
      '  - certificateArn : retiré (était « arn:aws:acm:us-east-1:111122223333:certificate/abc »)',
    );
    expect(stderr).toContain('relancez avec --change-settings');
    expect(savedIn(dir)).toEqual(firstSettings);
  });

  it('applies them with --change-settings, which it keeps from the CDK CLI, and saves them', async () => {
    // Prepare
    const dir = temporary();
    saveFirst(dir);
    const changed = [
      '-c',
      'alarmEmail=astreinte@colos-de-la-mer.fr',
      '-c',
      'domainName=',
      '-c',
      'certificateArn=',
    ];

    // Act
    const { code, started } = await deploy(
      [...changed, '--change-settings', ...settingsIn(dir)],
      organisation,
    );

    // Assess
    expect(code).toBe(0);
    expect(started).toEqual([
      'npm run build:web',
      `npx cdk deploy --all --no-notices ${[...changed, ...settingsIn(dir)].join(' ')}`,
    ]);
    expect(savedIn(dir)).toEqual({
      mailDomain: firstSettings.mailDomain,
      adminEmail: firstSettings.adminEmail,
      alarmEmail: 'astreinte@colos-de-la-mer.fr',
    });
  });

  it('keeps the saved settings when the deployment fails, and says the same command retries it', async () => {
    // Prepare
    const dir = temporary();

    // Act
    const { code, stderr } = await deploy([...complete, ...settingsIn(dir)], {
      ...organisation,
      FAKE_CDK_STATUS: '1',
    });

    // Assess
    expect(code).toBe(1);
    expect(existsSync(join(dir, 'production.json'))).toBe(false);
    expect(stderr).toContain('Le déploiement de « production » a échoué');
    expect(stderr).toContain('la même commande le relance');
  });

  it('saves each stage in its own file', async () => {
    // Prepare
    const dir = temporary();
    saveFirst(dir);

    // Act: a second stage, with settings of its own
    const { code } = await deploy(
      [...complete, '-c', 'stage=recette', '-c', 'existingMailIdentity=true', ...settingsIn(dir)],
      organisation,
    );

    // Assess
    expect(code).toBe(0);
    expect(savedIn(dir)).toEqual(firstSettings);
    expect(savedIn(dir, 'recette')).toEqual({
      mailDomain: 'colos-de-la-mer.fr',
      adminEmail: 'equipe@colos-de-la-mer.fr',
      alarmEmail: 'alertes@colos-de-la-mer.fr',
      existingMailIdentity: 'true',
    });
  });
});

/** A stand-in for the AWS APIs the deploy script reads: a new account, as the issue measured it. */
const fakeAws = () =>
  serveAws((request, _body, response) => {
    const url = request.url ?? '';
    if (url.startsWith('/2016-08-19/account-settings')) {
      json(response, 200, { AccountLimit: { ConcurrentExecutions: 10, UnreservedConcurrentExecutions: 10 } });
    } else if (url.startsWith('/v2/email/account')) {
      json(response, 200, {
        ProductionAccessEnabled: false,
        SendingEnabled: true,
        EnforcementStatus: 'HEALTHY',
        SendQuota: { MaxSendRate: 1, Max24HourSend: 200, SentLast24Hours: 0 },
      });
    } else if (url.startsWith('/v2/email/identities/')) {
      json(response, 404, { message: 'Identity not found' }, { 'x-amzn-errortype': 'NotFoundException' });
    } else {
      // CloudFormation (query protocol): DescribeStacks of a stack that does not exist yet.
      xml(
        response,
        400,
        '<ErrorResponse xmlns="http://cloudformation.amazonaws.com/doc/2010-05-15/"><Error><Type>Sender</Type>' +
          '<Code>ValidationError</Code><Message>Stack with id portail-photos does not exist</Message></Error>' +
          '<RequestId>1</RequestId></ErrorResponse>',
      );
    }
  });

describe('npm run deploy, the account read first', () => {
  it('without credentials, says the quotas were not checked and goes on to cdk deploy', {
    timeout: 60_000,
  }, async () => {
    // Act
    const { code, started, stderr } = await deploy([...complete, ...settingsIn(temporary())], organisation);

    // Assess
    expect(code).toBe(0);
    expect(stderr).toContain(
      "Attention : quotas du compte AWS non vérifiés, faute d'identifiants ou de région",
    );
    expect(started).toHaveLength(2);
  });

  it("refuses, before building anything, the API's reservation of 50 in a new account's quota of 10", {
    timeout: 300_000,
  }, async () => {
    // Prepare
    const aws = await fakeAws();

    // Act
    const { code, started, stderr } = await deploy([...complete, ...settingsIn(temporary())], {
      ...organisation,
      ...aws.env,
    }).finally(aws.close);

    // Assess
    expect(started).toEqual([]);
    expect(code).toBe(1);
    expect(stderr).toContain(
      "Déploiement refusé : le compte AWS ne permet pas ce déploiement tel quel. Rien n'a été déployé.",
    );
    expect(stderr).toMatch(
      /le quota de concurrence Lambda du compte dans eu-west-3 est de 10 exécutions simultanées, dont 10 non réservées ; la pile en réserve 50 \(ApiHandlerFunction\w+ : 50\)/,
    );
    expect(stderr).toContain("Il faudrait un quota d'au moins 150");
    expect(stderr).toContain('Attention : SES est en bac à sable dans eu-west-3');
    expect(aws.requests).toEqual(
      expect.arrayContaining([
        'GET /2016-08-19/account-settings',
        'POST / DescribeStacks',
        'GET /v2/email/account',
        'GET /v2/email/identities/colos-de-la-mer.fr',
      ]),
    );
  });
});
