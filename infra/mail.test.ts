import { describe, expect, it } from 'vitest';
import { queues } from '../shared/resources.js';
import { synthPortal } from './test-support.js';

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

  it('may send only as the verified sender, and the API knows where notifications go', () => {
    const { stack, template } = synthPortal();
    template.resourceCountIs('AWS::SES::EmailIdentity', 1);
    const policies = JSON.stringify(template.findResources('AWS::IAM::Policy'));
    expect(policies).toContain('ses:SendEmail');
    expect(policies).toContain(':identity/no-reply@example.com');
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
});
