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

  it('may delete photo objects, write the deletion log and release content hashes, nothing else', () => {
    // Prepare
    const { stack, grantsOf, logicalId } = synthPortal();
    const tableArn = (table: 'photoDeletions' | 'photoHashes') =>
      JSON.stringify({ 'Fn::GetAtt': [logicalId(stack.data.tables[table]), 'Arn'] });

    // Act
    const grants = grantsOf(stack.photoExpiry.handler.role);
    const actions = new Set(grants.map((grant) => grant.action));

    // Assess: the record is gone already, so no write to the photos table
    expect(grants.filter((grant) => /^dynamodb:(Put|Update|Delete|BatchWrite)/.test(grant.action))).toEqual([
      { action: 'dynamodb:PutItem', resource: tableArn('photoDeletions') },
      { action: 'dynamodb:DeleteItem', resource: tableArn('photoHashes') },
    ]);
    expect(actions).toContain('s3:DeleteObject');
    expect(actions).toContain('s3:ListBucket');
    expect(actions).not.toContain('s3:PutObject');
    expect(actions).not.toContain('s3:GetObject');
    expect([...actions].filter((action) => action.includes('*'))).toEqual([]);
  });
});
