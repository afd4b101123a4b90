/**
 * The data check of `npm run deploy` reads the deployed template from CloudFormation (GetTemplate),
 * here from the emulator's. Its change sets are not a reference: moto reports a modified table as
 * added and a removed bucket not at all, without a Replacement field, so CloudFormation's verdict
 * on a change set is tested with recorded answers (scripts/deploy-no-loss.test.ts) instead.
 */
import { randomUUID } from 'node:crypto';
import { CloudFormationClient, CreateStackCommand, DeleteStackCommand } from '@aws-sdk/client-cloudformation';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readAccount } from '#scripts/deploy-account.js';
import { dataVerdict, type Template, templateLosses } from '#scripts/deploy-data.js';
import { isUnread } from '#scripts/deploy-preflight.js';
import { REGION } from '../helpers/test-stack.js';

/** A season in small: the stays table and the media bucket. */
const season = (key: string, billing = 'PAY_PER_REQUEST'): Template => ({
  Resources: {
    Datastages: {
      Type: 'AWS::DynamoDB::Table',
      Properties: {
        KeySchema: [{ AttributeName: key, KeyType: 'HASH' }],
        AttributeDefinitions: [{ AttributeName: key, AttributeType: 'S' }],
        BillingMode: billing,
        ...(billing === 'PROVISIONED'
          ? { ProvisionedThroughput: { ReadCapacityUnits: 5, WriteCapacityUnits: 5 } }
          : {}),
      },
    },
    StorageMedia: { Type: 'AWS::S3::Bucket', Properties: {} },
  },
});

// readAccount finds its endpoint and credentials as the SDK does for the CDK CLI: in the environment.
const saved = { ...process.env };
beforeAll(() => {
  Object.assign(process.env, {
    AWS_ENDPOINT_URL: inject('emulatorEndpoint'),
    AWS_ACCESS_KEY_ID: 't',
    AWS_SECRET_ACCESS_KEY: 't',
  });
});
afterAll(() => {
  for (const key of ['AWS_ENDPOINT_URL', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY']) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
});

describe('the deployed template, as npm run deploy reads it', () => {
  it('refuses a new key for the deployed table, and lets a billing change through', async () => {
    // Prepare: the season's stack, deployed
    const stackName = `portail-donnees-${randomUUID().slice(0, 8)}`;
    const cloudFormation = new CloudFormationClient({
      region: REGION,
      endpoint: inject('emulatorEndpoint'),
      maxAttempts: 1,
      credentials: { accessKeyId: 't', secretAccessKey: 't' },
    });
    await cloudFormation.send(
      new CreateStackCommand({ StackName: stackName, TemplateBody: JSON.stringify(season('id')) }),
    );

    try {
      // Act
      const { stack } = await readAccount(REGION, stackName, 'colos.example');

      // Assess
      if (stack === undefined || isUnread(stack)) throw new Error(`stack not read: ${JSON.stringify(stack)}`);
      expect(stack.status).toBe('CREATE_COMPLETE');
      const deployed = stack.template ?? {};
      expect(dataVerdict(templateLosses(deployed, season('code')), new Set()).refusals).toEqual([
        'table DynamoDB Datastages : KeySchema change : CloudFormation la remplacerait par une neuve, vide',
      ]);
      expect(templateLosses(deployed, season('id', 'PROVISIONED'))).toEqual([]);
    } finally {
      await cloudFormation.send(new DeleteStackCommand({ StackName: stackName }));
      cloudFormation.destroy();
    }
  });
});
