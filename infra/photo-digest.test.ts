import { describe, expect, it } from 'vitest';
import { envNames } from '#shared/env-names.js';
import { PHOTO_DIGEST_HOUR, PHOTO_DIGEST_RETRIES } from './lib/photo-digest.js';
import { synthesize, synthPortal } from './test-support.js';

const getAtt = (logicalId: string): string => JSON.stringify({ 'Fn::GetAtt': [logicalId, 'Arn'] });

describe('photo digest', () => {
  it('runs every evening at Paris time, retried, with a dead-letter queue that is alarmed on', () => {
    // Prepare
    const { stack, resourceOf, logicalId, template } = synthPortal();

    // Act
    const schedule = resourceOf(stack.photoDigest.schedule).Properties;
    const alarmedQueues = Object.values(template.findResources('AWS::CloudWatch::Alarm')).flatMap(
      (alarm) => (alarm.Properties.Dimensions ?? []) as { Value: unknown }[],
    );

    // Assess
    expect(schedule).toMatchObject({
      ScheduleExpression: `cron(0 ${PHOTO_DIGEST_HOUR} * * ? *)`,
      ScheduleExpressionTimezone: 'Europe/Paris',
      State: 'ENABLED',
      Target: {
        Arn: { 'Fn::GetAtt': [logicalId(stack.photoDigest.handler.fn), 'Arn'] },
        DeadLetterConfig: { Arn: { 'Fn::GetAtt': [logicalId(stack.photoDigest.failures), 'Arn'] } },
        RetryPolicy: { MaximumRetryAttempts: PHOTO_DIGEST_RETRIES },
      },
    });
    expect(alarmedQueues.map((dimension) => JSON.stringify(dimension.Value))).toContain(
      JSON.stringify({ 'Fn::GetAtt': [logicalId(stack.photoDigest.failures), 'QueueName'] }),
    );
  });

  it('may only read what the job reads, claim marks, read the token key, and log and queue mail', () => {
    // Prepare
    const { stack, grantsOf, logicalId } = synthPortal();
    const { tables, queues } = stack.data;

    // Act
    const grants = grantsOf(stack.photoDigest.handler.role).filter(
      (grant) => !grant.action.startsWith('logs:'),
    );

    // Assess
    const index = JSON.stringify({
      'Fn::Join': ['', [{ 'Fn::GetAtt': [logicalId(tables.stagiaires), 'Arn'] }, '/index/by-stage']],
    });
    const failures = getAtt(logicalId(stack.photoDigest.failures));
    expect(grants.map((grant) => `${grant.action} ${grant.resource}`).sort()).toEqual(
      [
        `dynamodb:Scan ${getAtt(logicalId(tables.photos))}`,
        `dynamodb:GetItem ${getAtt(logicalId(tables.stages))}`,
        `dynamodb:Query ${index}`,
        `dynamodb:Query ${getAtt(logicalId(tables.photoDigests))}`,
        `dynamodb:UpdateItem ${getAtt(logicalId(tables.photoDigests))}`,
        `dynamodb:PutItem ${getAtt(logicalId(tables.mailLog))}`,
        `sqs:SendMessage ${getAtt(logicalId(queues.mail))}`,
        `secretsmanager:GetSecretValue ${JSON.stringify({ Ref: logicalId(stack.api.jwtSecret) })}`,
        `sqs:SendMessage ${failures}`,
        `sqs:GetQueueAttributes ${failures}`,
        `sqs:GetQueueUrl ${failures}`,
      ].sort(),
    );
  });

  it('takes the days between two digests from the context, one a day by default', () => {
    // Prepare
    const { stack: defaults, resourceOf: defaultResource } = synthPortal();
    const { stack, resourceOf } = synthesize({ context: { photoDigestEveryDays: '2' } });
    const variables = (s: typeof stack, of: typeof resourceOf) =>
      (of(s.photoDigest.handler.fn).Properties.Environment as { Variables: Record<string, unknown> })
        .Variables;

    // Act
    const byDefault = variables(defaults, defaultResource);
    const configured = variables(stack, resourceOf);

    // Assess
    expect(JSON.stringify(byDefault[envNames.siteUrl])).toContain('WebDistribution');
    expect(byDefault[envNames.photoDigestEveryDays]).toBeUndefined();
    expect(configured[envNames.photoDigestEveryDays]).toBe('2');
  });
});
