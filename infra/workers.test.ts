import { describe, expect, it } from 'vitest';
import { envNames } from '#shared/env-names.js';
import { deadLettersReadByWorker, queues, workerTimeoutSeconds } from '#shared/resources.js';
import { PortalFunction } from './lib/function-defaults.js';
import { synthPortal } from './test-support.js';

type Resource = { Properties: Record<string, unknown> };

type Resources = Record<string, { Type: string; Properties: Record<string, unknown> }>;

const resourcesOf = (template: { toJSON(): Record<string, unknown> }): Resources =>
  template.toJSON().Resources as Resources;

const ofType = (resources: Resources, type: string) =>
  Object.entries(resources).filter(([, resource]) => resource.Type === type);

describe('every function and queue of the template', () => {
  it('every function runs on arm64, and every Node.js one on nodejs24.x or newer', () => {
    // Prepare
    const resources = resourcesOf(synthPortal().template);

    // Act
    const functions = ofType(resources, 'AWS::Lambda::Function');

    // Assess
    expect(functions.length).toBeGreaterThanOrEqual(8);
    for (const [id, fn] of functions) {
      expect(fn.Properties.Architectures, id).toEqual(['arm64']);
      const runtime = String(fn.Properties.Runtime);
      if (runtime.startsWith('nodejs')) {
        expect(Number(/^nodejs(\d+)\.x$/.exec(runtime)?.[1]), id).toBeGreaterThanOrEqual(24);
      }
    }
  });

  it('every function logs to a log group of its own that has a retention', () => {
    // Prepare
    const resources = resourcesOf(synthPortal().template);

    // Act
    const functions = ofType(resources, 'AWS::Lambda::Function');

    // Assess
    for (const [id, fn] of functions) {
      // A log group named after the function, or the one its logging configuration names.
      const named = (fn.Properties.LoggingConfig as { LogGroup?: { Ref?: string } } | undefined)?.LogGroup
        ?.Ref;
      const group = named
        ? resources[named]
        : ofType(resources, 'AWS::Logs::LogGroup')
            .map(([, resource]) => resource)
            .find((resource) => JSON.stringify(resource.Properties.LogGroupName ?? '').includes(id));
      expect(group?.Type, id).toBe('AWS::Logs::LogGroup');
      expect(group?.Properties.RetentionInDays, id).toEqual(expect.any(Number));
    }
  });

  it("every queue consumed by a function hides a message at least six times that function's timeout", () => {
    // Prepare
    const resources = resourcesOf(synthPortal().template);

    // Act
    const mappings = ofType(resources, 'AWS::Lambda::EventSourceMapping').map(([, m]) => m.Properties);

    // Assess
    const queueIds = ofType(resources, 'AWS::SQS::Queue').map(([id]) => id);
    const consumed = mappings.filter((m) =>
      queueIds.includes(String((m.EventSourceArn as { 'Fn::GetAtt'?: string[] })['Fn::GetAtt']?.[0])),
    );
    // Each queue, and the dead-letter queues their worker reads.
    expect(consumed).toHaveLength(Object.keys(queues).length + deadLettersReadByWorker.length);
    for (const mapping of consumed) {
      const queueId = String((mapping.EventSourceArn as { 'Fn::GetAtt': string[] })['Fn::GetAtt'][0]);
      const fnId = String((mapping.FunctionName as { Ref: string }).Ref);
      const visibility = Number(resources[queueId]?.Properties.VisibilityTimeout);
      const timeout = Number(resources[fnId]?.Properties.Timeout);
      expect(timeout, fnId).toBeGreaterThan(0);
      expect(visibility, `${queueId} consumed by ${fnId}`).toBeGreaterThanOrEqual(6 * timeout);
    }
  });

  it('no policy grants a wildcard action, and our roles carry no AWS managed policy', () => {
    // Prepare
    const { stack, template, resourceOf } = synthPortal();
    const resources = resourcesOf(template);

    // Act
    const statements = ofType(resources, 'AWS::IAM::Policy').flatMap(([id, policy]) =>
      (policy.Properties.PolicyDocument as { Statement: { Action: string | string[] }[] }).Statement.map(
        (statement) => ({ id, actions: [statement.Action].flat() }),
      ),
    );

    // Assess
    expect(statements.length).toBeGreaterThan(0);
    // One known exception: the policy CDK writes for its BucketDeployment function (s3:GetObject*,
    // s3:List*…), acknowledged in infra/lib/site-deployment.ts; it runs only during deployments.
    const cdkDeployment = (id: string) => id.startsWith('CustomCDKBucketDeployment');
    const wildcards = statements
      .filter(({ id, actions }) => !cdkDeployment(id) && actions.some((action) => action.includes('*')))
      .map(({ id, actions }) => `${id}: ${actions.join(', ')}`);
    expect(wildcards).toEqual([]);
    const ours = stack.node
      .findAll()
      .filter((construct): construct is PortalFunction => construct instanceof PortalFunction);
    expect(ours.length).toBeGreaterThanOrEqual(8);
    for (const fn of ours)
      expect(resourceOf(fn.role).Properties.ManagedPolicyArns, fn.node.path).toBeUndefined();
  });
});

describe('media worker', () => {
  it('takes batches from the media queue and reports partial batch failures; every queue has one consumer', () => {
    // Prepare
    const { stack, template, logicalId } = synthPortal();

    // Act
    const mappings = Object.values(template.findResources('AWS::Lambda::EventSourceMapping')) as Resource[];

    // Assess
    // One per queue, one per dead-letter queue a worker reads, plus the photos stream's
    // (infra/photo-expiry.test.ts).
    expect(mappings).toHaveLength(Object.keys(queues).length + deadLettersReadByWorker.length + 1);
    for (const mapping of mappings) {
      expect(mapping.Properties.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
    }
    const media = mappings.find(
      (mapping) =>
        JSON.stringify(mapping.Properties.EventSourceArn) ===
        JSON.stringify({ 'Fn::GetAtt': [logicalId(stack.data.queues.media), 'Arn'] }),
    );
    expect(media?.Properties).toMatchObject({
      FunctionName: { Ref: logicalId(stack.workers.media.fn) },
      BatchSize: queues.media.batchSize,
    });
  });

  it('has 2048 MB and the timeout of shared/resources.ts', () => {
    // Prepare
    const { stack, resourceOf } = synthPortal();

    // Act
    const fn = resourceOf(stack.workers.media.fn).Properties;

    // Assess
    expect(fn.MemorySize).toBe(2048);
    expect(fn.Timeout).toBe(workerTimeoutSeconds.media);
  });

  it('reads and deletes uploads, writes photos, lists names only, and touches the tables of a batch', () => {
    // Prepare
    const { stack, grantsOf } = synthPortal();
    const media = stack.storage.media;
    const json = (value: string) => JSON.stringify(stack.resolve(value));

    // Act
    const grants = grantsOf(stack.workers.media.role);

    // Assess
    const s3 = grants.filter((grant) => grant.action.startsWith('s3:'));
    expect(s3).toEqual(
      expect.arrayContaining([
        { action: 's3:GetObject', resource: json(media.arnForObjects('uploads/*')) },
        { action: 's3:DeleteObject', resource: json(media.arnForObjects('uploads/*')) },
        { action: 's3:PutObject', resource: json(media.arnForObjects('photos/*')) },
        { action: 's3:DeleteObject', resource: json(media.arnForObjects('photos/*')) },
        // So that an upload deleted before its job runs reads as missing (404), not forbidden (403).
        { action: 's3:ListBucket', resource: json(media.bucketArn) },
      ]),
    );
    expect(s3).toHaveLength(5);
    const tables = grants.filter((g) => g.action.startsWith('dynamodb:'));
    const { photos, uploadBatches, stages, mailLog } = stack.data.tables;
    expect(tables).toEqual(
      expect.arrayContaining([
        { action: 'dynamodb:UpdateItem', resource: json(photos.tableArn) },
        { action: 'dynamodb:Query', resource: json(photos.tableArn) },
        { action: 'dynamodb:UpdateItem', resource: json(uploadBatches.tableArn) },
        { action: 'dynamodb:GetItem', resource: json(stages.tableArn) },
        { action: 'dynamodb:PutItem', resource: json(mailLog.tableArn) },
      ]),
    );
    // The batch's mail is logged, never changed: the mail worker marks it sent.
    expect(new Set(tables.map((g) => g.resource))).toEqual(
      new Set([photos, uploadBatches, stages, mailLog].map((table) => json(table.tableArn))),
    );
    expect(tables.filter((g) => g.resource === json(mailLog.tableArn)).map((g) => g.action)).toEqual([
      'dynamodb:PutItem',
    ]);
  });

  it('may queue mail and its own batch checks, and reads the site and the administrators from its settings', () => {
    // Prepare
    const { stack, grantsOf, resourceOf } = synthPortal();
    const json = (value: string) => JSON.stringify(stack.resolve(value));

    // Act
    const sends = grantsOf(stack.workers.media.role).filter((grant) => grant.action === 'sqs:SendMessage');
    const variables = (
      resourceOf(stack.workers.media.fn).Properties.Environment as {
        Variables: Record<string, unknown>;
      }
    ).Variables;

    // Assess
    expect(sends.map((grant) => grant.resource).sort()).toEqual(
      [json(stack.data.queues.mail.queueArn), json(stack.data.queues.media.queueArn)].sort(),
    );
    expect(Object.keys(variables)).toEqual(
      expect.arrayContaining([envNames.siteUrl, envNames.adminNotifyEmail]),
    );
  });
});

describe('alarms', () => {
  it('every dead-letter queue alarms as soon as it holds a message', () => {
    // Prepare
    const { stack, template, logicalId } = synthPortal();

    // Act
    const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm')) as Resource[];

    // Assess
    for (const dlq of Object.values(stack.data.deadLetterQueues)) {
      const alarm = alarms.find(
        (a) =>
          a.Properties.MetricName === 'ApproximateNumberOfMessagesVisible' &&
          JSON.stringify(a.Properties.Dimensions).includes(logicalId(dlq)),
      );
      expect(alarm?.Properties).toMatchObject({ Threshold: 0, ComparisonOperator: 'GreaterThanThreshold' });
      expect(alarm?.Properties.AlarmActions).toHaveLength(1);
    }
  });

  it('every function alarms on errors', () => {
    // Prepare
    const { stack, template, logicalId } = synthPortal();

    // Act
    const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm')) as Resource[];

    // Assess
    for (const fn of [stack.api.handler.fn, stack.workers.media.fn]) {
      const alarm = alarms.find(
        (a) =>
          a.Properties.MetricName === 'Errors' &&
          JSON.stringify(a.Properties.Dimensions).includes(logicalId(fn)),
      );
      expect(alarm?.Properties).toMatchObject({ Threshold: 0, ComparisonOperator: 'GreaterThanThreshold' });
    }
  });
});
