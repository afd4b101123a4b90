import { describe, expect, it } from 'vitest';
import { queues, workerTimeoutSeconds } from '../shared/resources.js';
import { synthPortal } from './test-support.js';

type Resource = { Properties: Record<string, unknown> };

describe('Lambda functions', () => {
  it('every Node.js function runs nodejs24.x or newer, on arm64 for ours', () => {
    // Prepare
    const { stack, template, logicalId } = synthPortal();
    const ours = [stack.api.handler.fn, stack.workers.media.fn].map(logicalId);

    // Act
    const functions = Object.entries(template.findResources('AWS::Lambda::Function')) as [string, Resource][];

    // Assess
    const node = functions.filter(([, fn]) => String(fn.Properties.Runtime).startsWith('nodejs'));
    expect(node.map(([id]) => id)).toEqual(expect.arrayContaining(ours));
    for (const [id, fn] of node) {
      const major = Number(/^nodejs(\d+)\.x$/.exec(String(fn.Properties.Runtime))?.[1]);
      expect(major, id).toBeGreaterThanOrEqual(24);
    }
    for (const [id, fn] of functions.filter(([id]) => ours.includes(id))) {
      expect(fn.Properties.Architectures, id).toEqual(['arm64']);
    }
  });

  it('our roles grant no wildcard action and carry no AWS managed policy', () => {
    // Prepare
    const { stack, grantsOf, resourceOf } = synthPortal();
    const roles = [stack.api.handler.role, stack.workers.media.role];

    // Act
    const actions = roles.flatMap((role) => grantsOf(role).map((grant) => grant.action));

    // Assess
    expect(actions.filter((action) => action.includes('*'))).toEqual([]);
    for (const role of roles) expect(resourceOf(role).Properties.ManagedPolicyArns).toBeUndefined();
  });
});

describe('media worker', () => {
  it('takes batches from the media queue and reports partial batch failures; every queue has one consumer', () => {
    // Prepare
    const { stack, template, logicalId } = synthPortal();

    // Act
    const mappings = Object.values(template.findResources('AWS::Lambda::EventSourceMapping')) as Resource[];

    // Assess
    // One per queue, plus the photos stream's (infra/photo-expiry.test.ts).
    expect(mappings).toHaveLength(Object.keys(queues).length + 1);
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

  it('has 2048 MB and the timeout of shared/resources.ts, a sixth of the visibility timeout', () => {
    // Prepare
    const { stack, resourceOf } = synthPortal();

    // Act
    const fn = resourceOf(stack.workers.media.fn).Properties;

    // Assess
    expect(fn.MemorySize).toBe(2048);
    expect(fn.Timeout).toBe(workerTimeoutSeconds.media);
    expect(queues.media.visibilityTimeoutSeconds).toBeGreaterThanOrEqual(6 * workerTimeoutSeconds.media);
  });

  it('reads and deletes uploads, writes photos, and touches only the photos table', () => {
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
      ]),
    );
    expect(s3).toHaveLength(4);
    const tables = new Set(grants.filter((g) => g.action.startsWith('dynamodb:')).map((g) => g.resource));
    expect([...tables]).toEqual([json(stack.data.tables.photos.tableArn)]);
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
