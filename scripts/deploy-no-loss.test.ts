/**
 * `npm run deploy` stops a version that would lose a season's data, at each of its three checks: the
 * new code against the last released inventory when the deployed stack cannot be read, the new
 * template against the deployed one, and CloudFormation's change set once prepared. AWS is a
 * stand-in of the test's own; the CDK CLI a stand-in that records its calls.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATA_CHANGE_SET, RELEASED_DATA_FILE, type Template } from './deploy-data.js';
import {
  complete,
  deploy,
  json,
  organisation,
  root,
  serveAws,
  settingsIn,
  temporary,
  xml,
} from './deploy-test-support.js';

const released = JSON.parse(readFileSync(join(root, RELEASED_DATA_FILE), 'utf8')) as {
  Resources: Record<string, { Type: string; Properties: Record<string, unknown> }>;
};
const logicalIdOf = (prefix: string): string => {
  const id = Object.keys(released.Resources).find((key) => key.startsWith(prefix));
  if (!id) throw new Error(`no ${prefix}… in ${RELEASED_DATA_FILE}`);
  return id;
};
const STAYS = logicalIdOf('Datastages');
const MEDIA = logicalIdOf('StorageMedia');

/** The released inventory with one resource's properties changed: what an older release had. */
const releasedWith = (logicalId: string, properties: Record<string, unknown>): Template => {
  const template = structuredClone(released);
  const resource = template.Resources[logicalId];
  if (!resource) throw new Error(`no ${logicalId}`);
  resource.Properties = { ...resource.Properties, ...properties };
  return template;
};
const ANOTHER_KEY = { KeySchema: [{ AttributeName: 'code', KeyType: 'HASH' }] };

const STACK_ID =
  'arn:aws:cloudformation:eu-west-3:111122223333:stack/portail-photos/1b2c3d4e-aaaa-bbbb-cccc-0123456789ab';
const xmlText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
const cloudFormation = (action: string, result: string) =>
  `<${action}Response xmlns="http://cloudformation.amazonaws.com/doc/2010-05-15/"><${action}Result>${result}` +
  `</${action}Result><ResponseMetadata><RequestId>1</RequestId></ResponseMetadata></${action}Response>`;

/**
 * An account where the portal stack is deployed, with `deployed` as its template, and where the
 * change set the deploy prepares holds `changes` (DescribeChangeSet's XML members).
 */
const accountWithStack = (deployed: Template, changes = '') =>
  serveAws((request, body, response) => {
    const url = request.url ?? '';
    const action = /Action=(\w+)/.exec(body)?.[1];
    if (url.startsWith('/2016-08-19/account-settings')) {
      json(response, 200, {
        AccountLimit: { ConcurrentExecutions: 1000, UnreservedConcurrentExecutions: 950 },
      });
    } else if (url.startsWith('/v2/email/account')) {
      json(response, 200, {
        ProductionAccessEnabled: true,
        SendingEnabled: true,
        EnforcementStatus: 'HEALTHY',
        SendQuota: { MaxSendRate: 14, Max24HourSend: 50_000, SentLast24Hours: 0 },
      });
    } else if (url.startsWith('/v2/email/identities/')) {
      json(response, 200, { IdentityType: 'DOMAIN', VerifiedForSendingStatus: true });
    } else if (action === 'DescribeStacks') {
      xml(
        response,
        200,
        cloudFormation(
          'DescribeStacks',
          `<Stacks><member><StackName>portail-photos</StackName><StackId>${STACK_ID}</StackId>` +
            '<StackStatus>UPDATE_COMPLETE</StackStatus><CreationTime>2026-03-01T08:00:00Z</CreationTime>' +
            '</member></Stacks>',
        ),
      );
    } else if (action === 'GetTemplate') {
      xml(
        response,
        200,
        cloudFormation('GetTemplate', `<TemplateBody>${xmlText(JSON.stringify(deployed))}</TemplateBody>`),
      );
    } else if (action === 'DescribeChangeSet') {
      xml(
        response,
        200,
        cloudFormation(
          'DescribeChangeSet',
          `<ChangeSetName>${DATA_CHANGE_SET}</ChangeSetName><StackId>${STACK_ID}</StackId>` +
            `<Status>CREATE_COMPLETE</Status><Changes>${changes}</Changes>`,
        ),
      );
    } else if (action === 'DeleteChangeSet') {
      xml(response, 200, cloudFormation('DeleteChangeSet', ''));
    } else {
      xml(response, 400, '<ErrorResponse><Error><Code>InvalidAction</Code></Error></ErrorResponse>');
    }
  });

const tableReplaced = (logicalId: string) =>
  '<member><Type>Resource</Type><ResourceChange><Action>Modify</Action>' +
  `<LogicalResourceId>${logicalId}</LogicalResourceId><ResourceType>AWS::DynamoDB::Table</ResourceType>` +
  '<Replacement>True</Replacement><Details><member><Target><Attribute>Properties</Attribute>' +
  '<Name>KeySchema</Name><RequiresRecreation>Always</RequiresRecreation></Target></member></Details>' +
  '</ResourceChange></member>';

const prepareCommand = (args: readonly string[]) =>
  'npx cdk deploy portail-photos --exclusively --no-notices --method=prepare-change-set ' +
  `--change-set-name ${DATA_CHANGE_SET} --require-approval never ${args.join(' ')}`;

// Each case starts a Node process with tsx that synthesizes the app: many seconds on a loaded machine.
describe('npm run deploy, a season kept', { timeout: 180_000 }, () => {
  it('offline, refuses a table key changed since the last release, unless that table is accepted', async () => {
    // Prepare: the last release keyed the stays table otherwise
    const dir = temporary();
    const inventory = join(dir, 'released.json');
    writeFileSync(inventory, JSON.stringify(releasedWith(STAYS, ANOTHER_KEY)));
    const args = [...complete, ...settingsIn(dir), '-c', `releasedData=${inventory}`];

    // Act
    const refused = await deploy(args, organisation);
    const forced = await deploy(
      [...args, `--accepter-perte=${STAYS}`, '--accepter-perte=Datastagse'],
      organisation,
    );

    // Assess
    expect(refused.started).toEqual([]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      "Déploiement refusé : cette version perdrait des données de la saison (d'après la dernière " +
        `version publiée, ${inventory}). Rien n'a été déployé.`,
    );
    expect(refused.stderr).toContain(
      `  - table DynamoDB ${STAYS} : KeySchema change : CloudFormation la remplacerait par une neuve, vide`,
    );
    expect(refused.stderr).toContain(`relancez avec --accepter-perte=<IdentifiantLogique>`);
    expect(forced.code).toBe(0);
    expect(forced.stderr).toContain(
      `Attention : perte acceptée par --accepter-perte : table DynamoDB ${STAYS}`,
    );
    expect(forced.stderr).toContain('--accepter-perte=Datastagse ne correspond à aucune perte trouvée');
    expect(forced.started).toEqual([
      'npm run build:web',
      `npx cdk deploy --all --no-notices ${args.join(' ')}`,
    ]);
  });

  it('refuses, before building anything, a bucket renamed against the deployed stack', async () => {
    // Prepare: the deployed media bucket has a name of its own; this version draws another
    const aws = await accountWithStack(releasedWith(MEDIA, { BucketName: 'photos-colos-2025' }));

    // Act
    const { code, started, stderr } = await deploy([...complete, ...settingsIn(temporary())], {
      ...organisation,
      ...aws.env,
    }).finally(aws.close);

    // Assess
    expect(started).toEqual([]);
    expect(code).toBe(1);
    expect(stderr).toContain("(d'après la pile déployée portail-photos)");
    expect(stderr).toContain(`  - compartiment S3 ${MEDIA} : BucketName change`);
    expect(aws.requests).toContain('POST / GetTemplate');
  });

  it("stops on the change set's replacement of a table, after preparing it and before deploying", async () => {
    // Prepare: the templates agree, but CloudFormation says the table goes
    const aws = await accountWithStack(released, tableReplaced(STAYS));
    const args = [...complete, ...settingsIn(temporary())];

    // Act
    const { code, started, stderr } = await deploy(args, { ...organisation, ...aws.env }).finally(aws.close);

    // Assess
    expect(code).toBe(1);
    expect(started).toEqual(['npm run build:web', prepareCommand(args)]);
    expect(stderr).toContain("(d'après le jeu de modifications de CloudFormation pour portail-photos)");
    expect(stderr).toContain(`  - table DynamoDB ${STAYS} : le jeu de modifications la remplace (KeySchema)`);
    expect(aws.requests).toEqual(
      expect.arrayContaining(['POST / DescribeChangeSet', 'POST / DeleteChangeSet']),
    );
  });

  it('deploys when the change set replaces nothing that holds data', async () => {
    const aws = await accountWithStack(released);
    const args = [...complete, ...settingsIn(temporary())];

    const { code, started } = await deploy(args, { ...organisation, ...aws.env }).finally(aws.close);

    expect(code).toBe(0);
    expect(started).toEqual([
      'npm run build:web',
      prepareCommand(args),
      `npx cdk deploy --all --no-notices ${args.join(' ')}`,
    ]);
  });
});
