/**
 * Names that AWS holds unique in an account (or, for CloudFront's, across all its regions) are what
 * makes a deployment fail with "already exists": when a retry asks again for the name of a resource a
 * rolled-back attempt kept, or when a second stage asks for one the first holds. Each such name of the
 * template is worked out here as CloudFormation would, for a given stack name and stack id.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { tables } from '#shared/resources.js';
import { EXAMPLE_CONTEXT } from './lib/deploy-settings.js';
import { REPO_ROOT } from './lib/function-defaults.js';
import { buildPortal } from './lib/portal-app.js';
import { synthPortal, temporary } from './test-support.js';

type Resource = {
  readonly Type: string;
  readonly Properties?: Record<string, unknown>;
  readonly DeletionPolicy?: string;
};
type Resources = Record<string, Resource>;

/** Where each resource type holds the name AWS keeps unique, as a path in its properties. */
const uniqueNames: Record<string, readonly string[][]> = {
  'AWS::S3::Bucket': [['BucketName']],
  'AWS::DynamoDB::Table': [['TableName']],
  'AWS::SQS::Queue': [['QueueName']],
  'AWS::SecretsManager::Secret': [['Name']],
  'AWS::Logs::LogGroup': [['LogGroupName']],
  'AWS::Lambda::Function': [['FunctionName']],
  'AWS::Lambda::LayerVersion': [['LayerName']],
  'AWS::IAM::Role': [['RoleName']],
  'AWS::IAM::Policy': [],
  'AWS::SNS::Topic': [['TopicName']],
  'AWS::SES::ConfigurationSet': [['Name']],
  'AWS::SES::EmailIdentity': [['EmailIdentity']],
  'AWS::CloudWatch::Alarm': [['AlarmName']],
  'AWS::Scheduler::Schedule': [['Name']],
  'AWS::Budgets::Budget': [['Budget', 'BudgetName']],
  'AWS::CloudFront::Function': [['Name']],
  'AWS::CloudFront::ResponseHeadersPolicy': [['ResponseHeadersPolicyConfig', 'Name']],
  'AWS::CloudFront::CachePolicy': [['CachePolicyConfig', 'Name']],
  'AWS::CloudFront::OriginAccessControl': [['OriginAccessControlConfig', 'Name']],
  'AWS::CloudFront::KeyGroup': [['KeyGroupConfig', 'Name']],
  'AWS::CloudFront::PublicKey': [['PublicKeyConfig', 'Name']],
  // A custom domain can point at one distribution only.
  'AWS::CloudFront::Distribution': [['DistributionConfig', 'Aliases']],
  'AWS::WAFv2::WebACL': [['Name']],
  'AWS::SSM::Parameter': [['Name']],
};

/** Types whose names AWS does not hold unique (or that have none). */
const unnamed = new Set([
  'AWS::SQS::QueuePolicy',
  'AWS::S3::BucketPolicy',
  'Custom::S3BucketNotifications',
  'AWS::ApiGatewayV2::Api',
  'AWS::ApiGatewayV2::Integration',
  'AWS::ApiGatewayV2::Route',
  'AWS::ApiGatewayV2::Stage',
  'AWS::Lambda::Permission',
  'AWS::Lambda::EventSourceMapping',
  'AWS::Lambda::EventInvokeConfig',
  'AWS::SES::ConfigurationSetEventDestination',
  'Custom::CDKBucketDeployment',
  'Custom::AWS',
  'AWS::CloudFormation::CustomResource',
  'AWS::SNS::TopicPolicy',
  'AWS::SNS::Subscription',
  'AWS::Logs::MetricFilter',
]);

/** Resources whose data a deletion of the stack keeps. */
const stateful = ['AWS::S3::Bucket', 'AWS::DynamoDB::Table', 'AWS::Logs::LogGroup'];

interface Deployment {
  readonly stackName: string;
  readonly stackId: string;
}

/**
 * A template value as CloudFormation resolves it for one deployment: pseudo parameters from it, and
 * a reference to a resource as the name CloudFormation draws for that resource in that deployment.
 */
const resolve = (value: unknown, deployment: Deployment): unknown => {
  if (Array.isArray(value)) return value.map((item) => resolve(item, deployment));
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value);
  const [[fn, args] = []] = entries;
  if (entries.length !== 1 || !(fn === 'Ref' || fn?.startsWith('Fn::'))) {
    return Object.fromEntries(entries.map(([key, item]) => [key, resolve(item, deployment)]));
  }
  const text = (item: unknown) => String(resolve(item, deployment));
  switch (fn) {
    case 'Ref': {
      const pseudo: Record<string, string> = {
        'AWS::StackName': deployment.stackName,
        'AWS::StackId': deployment.stackId,
        'AWS::Region': 'eu-west-3',
        'AWS::AccountId': '111122223333',
        'AWS::Partition': 'aws',
        'AWS::URLSuffix': 'amazonaws.com',
      };
      return pseudo[String(args)] ?? `${deployment.stackId}/${String(args)}`;
    }
    case 'Fn::GetAtt':
      return `${deployment.stackId}/${(args as string[]).join('.')}`;
    case 'Fn::Join': {
      const [separator, items] = args as [string, unknown[]];
      return items.map(text).join(separator);
    }
    case 'Fn::Split': {
      const [separator, source] = args as [string, unknown];
      return text(source).split(separator);
    }
    case 'Fn::Select': {
      const [index, list] = args as [number, unknown];
      return (resolve(list, deployment) as unknown[])[index];
    }
    default:
      throw new Error(`Cannot resolve ${JSON.stringify(value)}`);
  }
};

const at = (properties: Record<string, unknown> | undefined, path: readonly string[]): unknown =>
  path.reduce<unknown>((object, key) => (object as Record<string, unknown> | undefined)?.[key], properties);

/** Every name AWS holds unique in the resources, as deployed by `deployment`, with its resource. */
const namesOf = (resources: Resources, deployment: Deployment): Map<string, string> => {
  const names = new Map<string, string>();
  for (const [id, resource] of Object.entries(resources)) {
    for (const path of uniqueNames[resource.Type] ?? []) {
      const value = at(resource.Properties, path);
      if (value === undefined) continue;
      const resolved = resolve(value, deployment);
      for (const name of Array.isArray(resolved) ? resolved : [resolved]) {
        names.set(`${resource.Type} ${String(name)}`, id);
      }
    }
  }
  return names;
};

const stackId = (stackName: string, uuid: string) =>
  `arn:aws:cloudformation:eu-west-3:111122223333:stack/${stackName}/${uuid}`;

const resourcesOf = (template: { toJSON(): Record<string, unknown> }) =>
  template.toJSON().Resources as Resources;

describe('physical names', () => {
  it('every resource type of the template is known to hold unique names or none', () => {
    // Prepare
    const resources = resourcesOf(synthPortal().template);

    // Act
    const unknown = [...new Set(Object.values(resources).map((resource) => resource.Type))].filter(
      (type) => !(type in uniqueNames) && !unnamed.has(type),
    );

    // Assess
    expect(unknown).toEqual([]);
  });

  it('no table, bucket or log group takes a name that a retry of the stack would ask for again', () => {
    // Prepare: a first attempt, rolled back, then the retry (CloudFormation gives it a new stack id)
    const { stack, template } = synthPortal();
    const resources = resourcesOf(template);
    const first = { stackName: stack.stackName, stackId: stackId(stack.stackName, 'a-b-c-d-0123456789ab') };
    const retry = { stackName: stack.stackName, stackId: stackId(stack.stackName, 'e-f-a-b-cdef01234567') };

    // Act
    const kept = Object.fromEntries(
      Object.entries(resources).filter(([, resource]) => stateful.includes(resource.Type)),
    );
    const before = namesOf(kept, first);
    const again = [...namesOf(kept, retry).keys()].filter((name) => before.has(name));

    // Assess
    expect(Object.keys(kept).length).toBeGreaterThan(16);
    expect(again).toEqual([]);
  });

  it('the media bucket is named after the stack and its id, and the CSP and CDN name the same bucket', () => {
    // Prepare
    const { stack, resourceOf, template } = synthPortal();
    const deployment = {
      stackName: stack.stackName,
      stackId: stackId(stack.stackName, 'a-b-c-d-0123456789ab'),
    };

    // Act
    const bucketName = resolve(resourceOf(stack.storage.media).Properties.BucketName, deployment);
    const cdn = Object.values(resourcesOf(template)).filter((resource) =>
      ['AWS::CloudFront::ResponseHeadersPolicy', 'AWS::CloudFront::Distribution'].includes(resource.Type),
    );
    const named = JSON.stringify(resolve(cdn, deployment));

    // Assess
    expect(bucketName).toBe('portail-photos-media-0123456789ab');
    expect(named).toContain(`https://${bucketName}.s3.eu-west-3.amazonaws.com`); // the CSP
    expect(named).toContain(`"DomainName":"${bucketName}.s3.eu-west-3.amazonaws.com"`); // the CDN origin
  });
});

/** Production and a second stage in one app, as test-support.ts builds one: sample values, no bundling. */
const twoStages = () => {
  const webDist = temporary('portal-web-');
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  const cdkJson = JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  };
  const app = new App({
    outdir: temporary('portal-cdk-'),
    context: {
      ...cdkJson.context,
      'aws:cdk:bundling-stacks': [],
      [EXAMPLE_CONTEXT]: 'true',
      webDist,
      domainName: 'photos.colos-de-la-mer.fr',
      certificateArn: 'arn:aws:acm:us-east-1:111122223333:certificate/production',
    },
  });
  const production = buildPortal(app);
  const recette = buildPortal(app, {
    context: {
      stage: 'recette',
      existingMailIdentity: 'true',
      domainName: 'recette.photos.colos-de-la-mer.fr',
      certificateArn: 'arn:aws:acm:us-east-1:111122223333:certificate/recette',
    },
  });
  return { production, recette, assembly: app.synth() };
};

describe('stages', () => {
  it('production keeps the stack name and the logical ids of its data, so it is updated, not replaced', () => {
    // Prepare
    const { stack, logicalId } = synthPortal();

    // Act
    const data = [
      ...Object.values(stack.data.tables).map(logicalId),
      logicalId(stack.storage.media),
      logicalId(stack.storage.logs),
    ];

    // Assess
    expect(stack.stackName).toBe('portail-photos');
    expect(data).toEqual(
      expect.arrayContaining([
        'DatastagesAC7CB7CA',
        'DataphotosB03958C7',
        'Dataphotohashes214F2D9A',
        'Dataformateurs849E804B',
        'Datastagiaires938DC270',
        'Dataadmins44D99115',
        'Datamaillog933AC33F',
        'DatacommentairesF076E8D4',
        'Datarapports4BB643E4',
        'DataphotodeletionsC3DC93BD',
        'Dataarchives1F089E43',
        'DataexpiryremindersF07501A1',
        'Dataphotodigests87076383',
        'Datarevokedtokens61EA909E',
        'DataloginattemptsB1820C2A',
        'DatacreaterequestsE5D03369',
        'StorageMedia9333CB25',
        'StorageLogs2A2D4D26',
      ]),
    );
    expect(data.length).toBeGreaterThanOrEqual(Object.keys(tables).length + 2);
  });

  it("a second stage deploys beside production in the same account: no name of one is the other's", () => {
    // Prepare
    const { production, recette, assembly } = twoStages();
    const deployed = assembly.stacks.map((artifact, index) => ({
      artifact,
      deployment: {
        stackName: artifact.stackName,
        stackId: stackId(artifact.stackName, `a-b-c-d-${String(index).padStart(12, '0')}`),
      },
    }));

    // Act
    const owners = new Map<string, string>();
    const clashes: string[] = [];
    for (const { artifact, deployment } of deployed) {
      const resources = artifact.template.Resources as Resources;
      for (const name of namesOf(resources, deployment).keys()) {
        const owner = owners.get(name);
        if (owner !== undefined) clashes.push(`${name}: ${owner} and ${artifact.stackName}`);
        owners.set(name, artifact.stackName);
      }
    }

    // Assess
    expect(assembly.stacks.map((artifact) => artifact.stackName).sort()).toEqual([
      'portail-photos',
      'portail-photos-edge',
      'portail-photos-recette',
      'portail-photos-recette-edge',
    ]);
    expect(production.mail.dkimRecords).toHaveLength(3);
    expect(clashes).toEqual([]);
    expect(owners.size).toBeGreaterThan(20);
    // The second stage reuses the domain's identity: not in its template, still the one it may send as.
    const recetteTemplate = assembly.getStackArtifact(recette.artifactId).template as {
      Resources: Resources;
    };
    expect(Object.values(recetteTemplate.Resources).map((resource) => resource.Type)).not.toContain(
      'AWS::SES::EmailIdentity',
    );
    expect(recette.mail.dkimRecords).toEqual([]);
    const grants = JSON.stringify(
      Object.values(recetteTemplate.Resources)
        .filter((resource) => resource.Type === 'AWS::IAM::Policy')
        .map((policy) => policy.Properties),
    );
    expect(grants).toContain(':identity/example.com"');
  });
});
