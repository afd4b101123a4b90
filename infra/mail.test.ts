import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { queues } from '#shared/resources.js';
import { synthesize, synthPortal } from './test-support.js';

describe('mail', () => {
  it('drains the mail queue with partial batch failures and a bounded concurrency', () => {
    // Prepare
    const { stack, template } = synthPortal();
    // Act
    const mappings = template.findResources('AWS::Lambda::EventSourceMapping');
    // Assess
    const mail = Object.values(mappings).find(
      (mapping) =>
        JSON.stringify(mapping.Properties.EventSourceArn) ===
        JSON.stringify(stack.resolve(stack.data.queues.mail.queueArn)),
    );
    expect(mail?.Properties).toMatchObject({
      BatchSize: queues.mail.batchSize,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      ScalingConfig: { MaximumConcurrency: 2 },
    });
  });

  it('may send only from the verified domain, and the API knows where notifications go', () => {
    const { stack, template } = synthPortal();
    template.resourceCountIs('AWS::SES::EmailIdentity', 1);
    template.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'example.com' });
    const policies = JSON.stringify(template.findResources('AWS::IAM::Policy'));
    expect(policies).toContain('ses:SendEmail');
    expect(policies).toContain(':identity/example.com');
    expect(policies).not.toContain(':identity/*');
    const api = template.findResources('AWS::Lambda::Function');
    const apiFunction = Object.values(api).find(
      (fn) =>
        JSON.stringify(fn.Properties.Role) === JSON.stringify(stack.resolve(stack.api.handler.role.roleArn)),
    );
    expect(apiFunction?.Properties.Environment.Variables).toMatchObject({
      MAIL_SENDER: 'no-reply@example.com',
      ADMIN_NOTIFY_EMAIL: 'admin@example.com',
    });
  });

  it("names its own configuration set in every send, whoever's identity it signs with", () => {
    // Prepare
    const { stack, resourceOf } = synthPortal();
    // Act
    const worker = resourceOf(stack.mail.worker.fn).Properties as {
      Environment: { Variables: Record<string, unknown> };
    };
    // Assess
    expect(worker.Environment.Variables.MAIL_CONFIGURATION_SET).toEqual(
      stack.resolve(stack.mail.configurationSet.configurationSetName),
    );
  });

  it('signs with DKIM and prints the three DNS records as stack outputs', () => {
    // Prepare
    const { template } = synthPortal();
    // Act
    const outputs = template.toJSON().Outputs as Record<string, { Value: unknown }>;
    // Assess
    for (const index of [1, 2, 3]) {
      expect(JSON.stringify(outputs[`MailDkimRecord${index}`]?.Value)).toContain(`DkimDNSTokenName${index}`);
      expect(JSON.stringify(outputs[`MailDkimRecord${index}`]?.Value)).toContain(`DkimDNSTokenValue${index}`);
    }
  });

  it('records sends, bounces and complaints of every mail and alarms on their rates', () => {
    // Prepare
    const { stack, template } = synthPortal();
    const setName = stack.mail.configurationSet.configurationSetName;
    // Act
    const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm')).map(
      (alarm) => alarm.Properties as { Metrics?: { MetricStat?: { Metric: { MetricName: string } } }[] },
    );
    // Assess
    template.hasResourceProperties('AWS::SES::EmailIdentity', {
      ConfigurationSetAttributes: { ConfigurationSetName: stack.resolve(setName) },
    });
    template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      EventDestination: Match.objectLike({
        Enabled: true,
        MatchingEventTypes: Match.arrayWith(['send', 'bounce', 'complaint']),
        CloudWatchDestination: {
          DimensionConfigurations: [
            {
              DimensionName: 'ses:configuration-set',
              DimensionValueSource: 'messageTag',
              DefaultDimensionValue: stack.resolve(setName),
            },
          ],
        },
      }),
    });
    const watched = alarms.flatMap((alarm) =>
      (alarm.Metrics ?? []).map((m) => m.MetricStat?.Metric.MetricName),
    );
    expect(watched).toEqual(expect.arrayContaining(['Bounce', 'Complaint', 'Send']));
  });

  it('paces the workers so that together they keep to the configured SES rate, the sandbox one by default', () => {
    const rateOf = (context: Record<string, string>) => {
      const { stack, template } = synthesize({ context });
      const worker = Object.values(template.findResources('AWS::Lambda::Function')).find(
        (fn) =>
          JSON.stringify(fn.Properties.Role) ===
          JSON.stringify(stack.resolve(stack.mail.worker.role.roleArn)),
      );
      return Number(worker?.Properties.Environment.Variables.MAIL_SEND_RATE);
    };
    expect(rateOf({}) * 2).toBe(1);
    expect(rateOf({ mailSendRate: '14' }) * 2).toBe(14);
  });
});
