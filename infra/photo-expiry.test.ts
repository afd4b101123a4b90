import { describe, expect, it } from 'vitest';
import { envNames } from '#shared/env-names.js';
import { PHOTO_STREAM_BATCH_SIZE, PHOTO_STREAM_RETRY_ATTEMPTS } from './lib/photo-expiry.js';
import { synthPortal } from './test-support.js';

type Resource = { Properties: Record<string, unknown> };

describe('photos stream handler', () => {
  it('takes removals and changes of ready photos from the photos stream, bisects failing batches, retries a few times, then reports them', () => {
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
      FilterCriteria: {
        Filters: [
          { Pattern: JSON.stringify({ eventName: ['REMOVE'] }) },
          {
            Pattern: JSON.stringify({
              eventName: ['MODIFY'],
              dynamodb: { OldImage: { status: { S: ['prete'] } } },
            }),
          },
          // A photo just made ready, for the faces worker (the child finder is on by default).
          {
            Pattern: JSON.stringify({
              eventName: ['MODIFY'],
              dynamodb: { NewImage: { status: { S: ['prete'] } } },
            }),
          },
        ],
      },
      DestinationConfig: {
        OnFailure: { Destination: { 'Fn::GetAtt': [logicalId(stack.photoExpiry.failures), 'Arn'] } },
      },
    });
  });

  it("may delete and move photo objects, move a photo's copies, delete zips, write the deletion log and release content hashes, nothing else", () => {
    // Prepare
    const { stack, grantsOf, logicalId } = synthPortal();
    const tableArn = (table: 'photoDeletions' | 'photoHashes' | 'photos') =>
      JSON.stringify({ 'Fn::GetAtt': [logicalId(stack.data.tables[table]), 'Arn'] });

    // Act
    const grants = grantsOf(stack.photoExpiry.handler.role);
    const actions = new Set(grants.map((grant) => grant.action));

    // Assess: of the photos table, only the update that moves a hidden photo's copies
    expect(grants.filter((grant) => /^dynamodb:(Put|Update|Delete|BatchWrite)/.test(grant.action))).toEqual([
      { action: 'dynamodb:PutItem', resource: tableArn('photoDeletions') },
      { action: 'dynamodb:DeleteItem', resource: tableArn('photoHashes') },
      { action: 'dynamodb:UpdateItem', resource: tableArn('photos') },
    ]);
    for (const action of ['s3:GetObject', 's3:PutObject']) {
      const resources = grants.filter((grant) => grant.action === action).map((grant) => grant.resource);
      for (const resource of resources) expect(resource).toMatch(/\/photos\/\*"\]\]\}$/);
    }
    // Deletes also reach the zips, which may hold a photo families no longer see.
    const deletes = grants
      .filter((grant) => grant.action === 's3:DeleteObject')
      .map((grant) => grant.resource);
    for (const resource of deletes)
      expect(resource).toMatch(/\/(photos|uploads\/photos|archives)\/\*"\]\]\}$/);
    expect(deletes.some((resource) => resource.endsWith('/archives/*"]]}'))).toBe(true);
    expect(actions).toContain('s3:ListBucket');
    expect([...actions].filter((action) => action.includes('*'))).toEqual([]);
  });

  it('asks the distribution alone to forget, named by its id, with no cycle to the API', () => {
    // Prepare
    const { stack, grantsOf, logicalId, resourceOf } = synthPortal();

    // Act
    const invalidations = grantsOf(stack.photoExpiry.handler.role).filter((grant) =>
      grant.action.startsWith('cloudfront:'),
    );
    const variables = (
      resourceOf(stack.photoExpiry.handler.fn).Properties.Environment as {
        Variables: Record<string, unknown>;
      }
    ).Variables;
    const apiVariables = (
      resourceOf(stack.api.handler.fn).Properties.Environment as { Variables: Record<string, unknown> }
    ).Variables;

    // Assess
    expect(invalidations).toHaveLength(1);
    expect(invalidations[0]?.action).toBe('cloudfront:CreateInvalidation');
    expect(invalidations[0]?.resource).toContain(logicalId(stack.web.distribution));
    expect(variables[envNames.mediaCdnDistributionId]).toEqual({ Ref: logicalId(stack.web.distribution) });
    // The API signs links but never invalidates: CloudFront forwards to it, so it could not name CloudFront's id.
    expect(apiVariables[envNames.mediaCdnDistributionId]).toBeUndefined();
    expect(grantsOf(stack.api.handler.role).some((grant) => grant.action.startsWith('cloudfront:'))).toBe(
      false,
    );
  });
});
