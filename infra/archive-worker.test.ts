import { describe, expect, it } from 'vitest';
import { ARCHIVE_RETENTION_DAYS } from '#shared/limits.js';
import { ARCHIVES_PREFIX } from '#shared/media-keys.js';
import { queues, workerTimeoutSeconds } from '#shared/resources.js';
import { ARCHIVE_WORKER_MEMORY_MB } from './lib/archive-worker.js';
import { synthPortal } from './test-support.js';

type Resource = { Properties: Record<string, unknown> };

describe('archive worker', () => {
  it('takes one job at a time from the archive queue, whose visibility timeout is six times its timeout', () => {
    // Prepare
    const { stack, template, logicalId, resourceOf } = synthPortal();

    // Act
    const mappings = Object.values(template.findResources('AWS::Lambda::EventSourceMapping')) as Resource[];
    const mapping = mappings.find(
      (m) =>
        JSON.stringify(m.Properties.EventSourceArn) ===
        JSON.stringify({ 'Fn::GetAtt': [logicalId(stack.data.queues.archive), 'Arn'] }),
    );
    const fn = resourceOf(stack.archives.worker.fn).Properties;

    // Assess
    expect(mapping?.Properties).toMatchObject({
      FunctionName: { Ref: logicalId(stack.archives.worker.fn) },
      BatchSize: 1,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    expect(fn.MemorySize).toBe(ARCHIVE_WORKER_MEMORY_MB);
    expect(fn.Timeout).toBe(workerTimeoutSeconds.archive);
  });

  it('reads its dead-letter queue too, which alarms on each message it hands over, and may send jobs on', () => {
    // Prepare
    const { stack, template, logicalId, grantsOf } = synthPortal();

    // Act
    const mappings = Object.values(template.findResources('AWS::Lambda::EventSourceMapping')) as Resource[];
    const fromDeadLetters = mappings.find(
      (m) =>
        JSON.stringify(m.Properties.EventSourceArn) ===
        JSON.stringify({ 'Fn::GetAtt': [logicalId(stack.data.deadLetterQueues.archive), 'Arn'] }),
    );
    const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm')) as Resource[];
    const received = alarms.find(
      (a) =>
        a.Properties.MetricName === 'NumberOfMessagesReceived' &&
        JSON.stringify(a.Properties.Dimensions).includes(logicalId(stack.data.deadLetterQueues.archive)),
    );
    const sends = grantsOf(stack.archives.worker.role).filter((grant) => grant.action === 'sqs:SendMessage');

    // Assess
    expect(fromDeadLetters?.Properties).toMatchObject({
      FunctionName: { Ref: logicalId(stack.archives.worker.fn) },
      BatchSize: 1,
    });
    expect(received?.Properties).toMatchObject({ Threshold: 0, ComparisonOperator: 'GreaterThanThreshold' });
    expect(sends.map((grant) => grant.resource)).toEqual([
      JSON.stringify({ 'Fn::GetAtt': [logicalId(stack.data.queues.archive), 'Arn'] }),
    ]);
  });

  it('expires archives after a few days and aborts abandoned multipart uploads after one', () => {
    // Prepare
    const { stack, resourceOf } = synthPortal();

    // Act
    const rules = (
      resourceOf(stack.storage.media).Properties.LifecycleConfiguration as {
        Rules: Record<string, unknown>[];
      }
    ).Rules;

    // Assess
    expect(rules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          Prefix: ARCHIVES_PREFIX,
          ExpirationInDays: ARCHIVE_RETENTION_DAYS,
          Status: 'Enabled',
        }),
        expect.objectContaining({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } }),
      ]),
    );
  });

  it('reads photos and writes archives, nothing else of the bucket', () => {
    // Prepare
    const { stack, grantsOf } = synthPortal();

    // Act
    const grants = grantsOf(stack.archives.worker.role).filter((grant) => grant.action.startsWith('s3:'));

    // Assess
    expect(grants.filter((g) => g.action === 's3:PutObject').map((g) => g.resource)).toEqual([
      expect.stringContaining(`/${ARCHIVES_PREFIX}*`),
    ]);
    expect(grants.map((g) => g.action)).not.toContain('s3:DeleteObject');
  });
});

describe('rotate worker', () => {
  it('takes rotation jobs from the rotate queue, with six times its timeout as visibility timeout', () => {
    // Prepare
    const { stack, template, logicalId, resourceOf } = synthPortal();

    // Act
    const mappings = Object.values(template.findResources('AWS::Lambda::EventSourceMapping')) as Resource[];
    const mapping = mappings.find(
      (m) =>
        JSON.stringify(m.Properties.EventSourceArn) ===
        JSON.stringify({ 'Fn::GetAtt': [logicalId(stack.data.queues.rotate), 'Arn'] }),
    );

    // Assess
    expect(mapping?.Properties).toMatchObject({
      FunctionName: { Ref: logicalId(stack.rotations.worker.fn) },
      BatchSize: queues.rotate.batchSize,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    expect(resourceOf(stack.rotations.worker.fn).Properties.Timeout).toBe(workerTimeoutSeconds.rotate);
  });
});
