import { describe, expect, it } from 'vitest';
import { envNames } from '#shared/env-names.js';
import { EXPIRY_REMINDER_HOUR, EXPIRY_REMINDER_RETRIES } from './lib/expiry-reminder.js';
import { synthesize, synthPortal } from './test-support.js';

const getAtt = (logicalId: string): string => JSON.stringify({ 'Fn::GetAtt': [logicalId, 'Arn'] });

describe('expiry reminder', () => {
  it('runs every morning at Paris time, retried, with a dead-letter queue', () => {
    // Prepare
    const { stack, resourceOf, logicalId } = synthPortal();

    // Act
    const schedule = resourceOf(stack.expiryReminder.schedule).Properties;

    // Assess
    expect(schedule).toMatchObject({
      ScheduleExpression: `cron(0 ${EXPIRY_REMINDER_HOUR} * * ? *)`,
      ScheduleExpressionTimezone: 'Europe/Paris',
      State: 'ENABLED',
      Target: {
        Arn: { 'Fn::GetAtt': [logicalId(stack.expiryReminder.handler.fn), 'Arn'] },
        RoleArn: { 'Fn::GetAtt': [logicalId(stack.expiryReminder.schedulerRole), 'Arn'] },
        DeadLetterConfig: { Arn: { 'Fn::GetAtt': [logicalId(stack.expiryReminder.failures), 'Arn'] } },
        RetryPolicy: { MaximumRetryAttempts: EXPIRY_REMINDER_RETRIES },
      },
    });
  });

  it('sends a run that fails after its retries to the same dead-letter queue, which is alarmed on', () => {
    // Prepare
    const { stack, template, logicalId } = synthPortal();
    const failures = logicalId(stack.expiryReminder.failures);

    // Act
    const configs = Object.values(template.findResources('AWS::Lambda::EventInvokeConfig')).filter(
      (config) =>
        JSON.stringify(config.Properties.FunctionName) ===
        JSON.stringify({ Ref: logicalId(stack.expiryReminder.handler.fn) }),
    );
    const alarmedQueues = Object.values(template.findResources('AWS::CloudWatch::Alarm')).flatMap(
      (alarm) => (alarm.Properties.Dimensions ?? []) as { Value: unknown }[],
    );

    // Assess
    expect(configs).toHaveLength(1);
    expect(configs[0]?.Properties).toMatchObject({
      MaximumRetryAttempts: EXPIRY_REMINDER_RETRIES,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [failures, 'Arn'] } } },
    });
    expect(alarmedQueues.map((dimension) => JSON.stringify(dimension.Value))).toContain(
      JSON.stringify({ 'Fn::GetAtt': [failures, 'QueueName'] }),
    );
  });

  it('may only read what the job reads and write marks, the mail log and the mail queue', () => {
    // Prepare
    const { stack, grantsOf, logicalId } = synthPortal();
    const { tables, queues } = stack.data;

    // Act
    const grants = grantsOf(stack.expiryReminder.handler.role).filter(
      (grant) => !grant.action.startsWith('logs:'),
    );

    // Assess
    const index = JSON.stringify({
      'Fn::Join': ['', [{ 'Fn::GetAtt': [logicalId(tables.stagiaires), 'Arn'] }, '/index/by-stage']],
    });
    const failures = getAtt(logicalId(stack.expiryReminder.failures));
    expect(grants.map((grant) => `${grant.action} ${grant.resource}`).sort()).toEqual(
      [
        `dynamodb:Scan ${getAtt(logicalId(tables.photos))}`,
        `dynamodb:GetItem ${getAtt(logicalId(tables.stages))}`,
        `dynamodb:Query ${index}`,
        `dynamodb:Query ${getAtt(logicalId(tables.expiryReminders))}`,
        `dynamodb:PutItem ${getAtt(logicalId(tables.expiryReminders))}`,
        `dynamodb:DeleteItem ${getAtt(logicalId(tables.expiryReminders))}`,
        `dynamodb:PutItem ${getAtt(logicalId(tables.mailLog))}`,
        `sqs:SendMessage ${getAtt(logicalId(queues.mail))}`,
        // The Lambda on-failure destination.
        `sqs:SendMessage ${failures}`,
        `sqs:GetQueueAttributes ${failures}`,
        `sqs:GetQueueUrl ${failures}`,
      ].sort(),
    );
  });

  it('lets the scheduler invoke this function and write its dead-letter queue, nothing else', () => {
    // Prepare
    const { stack, grantsOf, logicalId } = synthPortal();
    const fn = logicalId(stack.expiryReminder.handler.fn);

    // Act
    const grants = grantsOf(stack.expiryReminder.schedulerRole);

    // Assess
    expect(grants.map((grant) => `${grant.action} ${grant.resource}`).sort()).toEqual(
      [
        `lambda:InvokeFunction ${getAtt(fn)}`,
        `lambda:InvokeFunction ${JSON.stringify({ 'Fn::Join': ['', [{ 'Fn::GetAtt': [fn, 'Arn'] }, ':*']] })}`,
        `sqs:SendMessage ${getAtt(logicalId(stack.expiryReminder.failures))}`,
      ].sort(),
    );
  });

  it('links to the site and takes the number of days from the context', () => {
    // Prepare
    const { stack: defaults, resourceOf: defaultResource } = synthPortal();
    const { stack, resourceOf } = synthesize({ context: { expiryReminderDays: '3' } });
    const variables = (s: typeof stack, of: typeof resourceOf) =>
      (of(s.expiryReminder.handler.fn).Properties.Environment as { Variables: Record<string, unknown> })
        .Variables;

    // Act
    const byDefault = variables(defaults, defaultResource);
    const configured = variables(stack, resourceOf);

    // Assess
    expect(JSON.stringify(byDefault[envNames.siteUrl])).toContain('WebDistribution');
    expect(byDefault[envNames.expiryReminderDays]).toBeUndefined();
    expect(configured[envNames.expiryReminderDays]).toBe('3');
  });
});
