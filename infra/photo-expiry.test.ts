import { describe, expect, it } from 'vitest';
import { PHOTO_STREAM_BATCH_SIZE, PHOTO_STREAM_RETRY_ATTEMPTS } from './lib/photo-expiry.js';
import { synthPortal } from './test-support.js';

type Resource = { Properties: Record<string, unknown> };

describe('photos stream handler', () => {
  it('takes only REMOVE records of the photos stream, bisects failing batches, retries a few times, then reports them', () => {
    // Prepare
    const { stack, template, logicalId } = synthPortal();

    // Act
    const mappings = Object.values(template.findResources('AWS::Lambda::EventSourceMapping')) as Resource[];
    const stream = mappings.find(
      (mapping) =>
        JSON.stringify(mapping.Properties.EventSourceArn) ===
        JSON.stringify({ 'Fn::GetAtt': [logicalId(stack.data.tables.photos), 'StreamArn'] }),
    );

    // Assess
    expect(stream?.Properties).toMatchObject({
      FunctionName: { Ref: logicalId(stack.photoExpiry.handler.fn) },
      BatchSize: PHOTO_STREAM_BATCH_SIZE,
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: PHOTO_STREAM_RETRY_ATTEMPTS,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      StartingPosition: 'TRIM_HORIZON',
      FilterCriteria: { Filters: [{ Pattern: JSON.stringify({ eventName: ['REMOVE'] }) }] },
      DestinationConfig: {
        OnFailure: { Destination: { 'Fn::GetAtt': [logicalId(stack.photoExpiry.failures), 'Arn'] } },
      },
    });
  });

  it('may delete photo objects and write the deletion log, nothing else of the data', () => {
    // Prepare
    const { stack, grantsOf } = synthPortal();

    // Act
    const actions = new Set(grantsOf(stack.photoExpiry.handler.role).map((grant) => grant.action));

    // Assess
    expect(actions).toContain('s3:DeleteObject');
    expect(actions).toContain('s3:ListBucket');
    expect(actions).not.toContain('s3:PutObject');
    expect(actions).not.toContain('s3:GetObject');
    expect([...actions].filter((action) => action.includes('*'))).toEqual([]);
  });
});
