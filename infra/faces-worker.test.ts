import { describe, expect, it } from 'vitest';
import { envNames } from '#shared/env-names.js';
import { queues, workerTimeoutSeconds } from '#shared/resources.js';
import { synthesize, synthPortal } from './test-support.js';

type Resource = { Properties: Record<string, unknown> };

describe('faces worker', () => {
  it('takes photos from the faces queue, with six times its timeout as visibility timeout', () => {
    // Prepare
    const { stack, template, logicalId, resourceOf } = synthPortal();
    const faces = stack.faces;

    // Act
    const mappings = Object.values(template.findResources('AWS::Lambda::EventSourceMapping')) as Resource[];
    const mapping = mappings.find(
      (m) =>
        JSON.stringify(m.Properties.EventSourceArn) ===
        JSON.stringify({ 'Fn::GetAtt': [logicalId(stack.data.queues.faces), 'Arn'] }),
    );

    // Assess
    expect(faces).toBeDefined();
    if (!faces) return;
    expect(mapping?.Properties).toMatchObject({
      FunctionName: { Ref: logicalId(faces.worker.fn) },
      BatchSize: queues.faces.batchSize,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    expect(resourceOf(faces.worker.fn).Properties).toMatchObject({
      Timeout: workerTimeoutSeconds.faces,
      Architectures: ['arm64'],
    });
  });

  it('reads and updates photo records and touches photos/ objects only, nothing else', () => {
    // Prepare
    const { stack, grantsOf, logicalId } = synthPortal();
    const faces = stack.faces;
    expect(faces).toBeDefined();
    if (!faces) return;

    // Act
    const grants = grantsOf(faces.worker.role);

    // Assess
    const photos = JSON.stringify({ 'Fn::GetAtt': [logicalId(stack.data.tables.photos), 'Arn'] });
    expect(grants.filter((grant) => grant.action.startsWith('dynamodb:'))).toEqual([
      { action: 'dynamodb:GetItem', resource: photos },
      { action: 'dynamodb:UpdateItem', resource: photos },
    ]);
    const objects = grants.filter((grant) => /^s3:(Get|Put|Delete)Object$/.test(grant.action));
    expect(objects.map((grant) => grant.action).sort()).toEqual([
      's3:DeleteObject',
      's3:GetObject',
      's3:PutObject',
    ]);
    for (const grant of objects) expect(grant.resource).toMatch(/\/photos\/\*"\]\]\}$/);
    expect(grants.some((grant) => grant.action.startsWith('sqs:Send'))).toBe(false);
    expect(grants.some((grant) => grant.action.includes('*'))).toBe(false);
    // The photos stream handler is the one that sends it work.
    const senders = grantsOf(stack.photoExpiry.handler.role).filter(
      (grant) =>
        grant.action === 'sqs:SendMessage' && grant.resource.includes(logicalId(stack.data.queues.faces)),
    );
    expect(senders).toHaveLength(1);
  });

  it('is not deployed where the organisation switched the child finder off', () => {
    // Prepare: -c faceFinder=false
    const { stack, template, grantsOf, logicalId, resourceOf } = synthesize({
      context: { faceFinder: 'false' },
    });

    // Act
    const functions = Object.values(template.findResources('AWS::Lambda::Function')) as Resource[];
    const variables = (
      resourceOf(stack.photoExpiry.handler.fn).Properties.Environment as {
        Variables: Record<string, unknown>;
      }
    ).Variables;

    // Assess
    expect(stack.faces).toBeUndefined();
    expect(functions.some((fn) => String(fn.Properties.Description).startsWith('Faces worker'))).toBe(false);
    expect(variables[envNames.faceFinder]).toBe('off');
    expect(
      grantsOf(stack.photoExpiry.handler.role).some((grant) =>
        grant.resource.includes(logicalId(stack.data.queues.faces)),
      ),
    ).toBe(false);
  });
});
