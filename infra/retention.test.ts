/**
 * What CloudFormation does with each resource when it lets go of it: the data is kept when the stack
 * is deleted or a resource replaced, and deleted when the deployment that created it rolls back, so
 * a failed first deployment leaves nothing behind that its retry would trip over.
 */
import { describe, expect, it } from 'vitest';
import { tables } from '#shared/resources.js';
import { synthesize, synthPortal } from './test-support.js';

type Resource = {
  readonly Type: string;
  readonly Properties?: Record<string, unknown>;
  readonly DeletionPolicy?: string;
  readonly UpdateReplacePolicy?: string;
};

const resourcesOf = (template: { toJSON(): Record<string, unknown> }) =>
  Object.entries(template.toJSON().Resources as Record<string, Resource>);

describe('removal policies', () => {
  it('tables, buckets and log groups are kept on deletion and replacement, except on create', () => {
    // Prepare
    const { template } = synthPortal();

    // Act
    const kept = resourcesOf(template).filter(([, resource]) =>
      ['AWS::DynamoDB::Table', 'AWS::S3::Bucket', 'AWS::Logs::LogGroup'].includes(resource.Type),
    );

    // Assess
    expect(kept.length).toBeGreaterThanOrEqual(Object.keys(tables).length + 3 + 8);
    for (const [id, resource] of kept) {
      expect(resource.DeletionPolicy, id).toBe('RetainExceptOnCreate');
      expect(resource.UpdateReplacePolicy, id).toBe('Retain');
    }
  });

  it('nothing is kept when the deployment that created it rolls back', () => {
    // Prepare
    const { template } = synthPortal();

    // Act
    const retained = resourcesOf(template)
      .filter(([, resource]) => resource.DeletionPolicy === 'Retain')
      .map(([id]) => id);

    // Assess
    expect(retained).toEqual([]);
  });

  it('no table is protected from deletion, which would make the rollback of its creation fail', () => {
    // Prepare
    const { template } = synthPortal();

    // Act
    const protectedTables = resourcesOf(template)
      .filter(([, resource]) => resource.Type === 'AWS::DynamoDB::Table')
      .filter(([, resource]) => resource.Properties?.DeletionProtectionEnabled === true)
      .map(([id]) => id);

    // Assess
    expect(protectedTables).toEqual([]);
  });

  it('a deployment that already has a media bucket keeps its name', () => {
    // Prepare
    const name = 'portail-photos-media-111122223333-eu-west-3';

    // Act
    const { stack, resourceOf } = synthesize({ context: { mediaBucketName: name } });

    // Assess
    expect(resourceOf(stack.storage.media).Properties.BucketName).toBe(name);
    expect(stack.resolve(stack.storage.mediaOrigin)).toEqual({
      'Fn::Join': ['', [`https://${name}.s3.`, { Ref: 'AWS::Region' }, '.', { Ref: 'AWS::URLSuffix' }]],
    });
  });
});
