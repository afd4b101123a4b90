import { describe, expect, it } from 'vitest';
import { API_PREFIXES, apiRoutes, OPENAPI_PATH } from '../shared/api-routes.js';
import { bucketEnvVar, envNames, queueEnvVar, tableEnvVar } from '../shared/env-names.js';
import {
  type BucketName,
  buckets,
  type QueueName,
  queues,
  type TableName,
  tables,
} from '../shared/resources.js';
import { synthPortal } from './test-support.js';

type Resource = { Properties: Record<string, unknown> };

describe('HTTP API routes', () => {
  it('answers every route of the table under every prefix, and nothing else', () => {
    // Prepare
    const { template } = synthPortal();
    const declared = API_PREFIXES.flatMap((prefix) => [
      ...Object.values(apiRoutes).map((route) => `${route.method} ${prefix}${route.path}`),
      `GET ${prefix}${OPENAPI_PATH}`,
    ]);

    // Act
    const routes = Object.values(template.findResources('AWS::ApiGatewayV2::Route')) as Resource[];

    // Assess
    expect(routes.map((route) => route.Properties.RouteKey).sort()).toEqual([...declared].sort());
  });

  it('sends every route to the API function', () => {
    // Prepare
    const { stack, template, logicalId } = synthPortal();

    // Act
    const integrations = Object.entries(template.findResources('AWS::ApiGatewayV2::Integration'));
    const routes = Object.values(template.findResources('AWS::ApiGatewayV2::Route')) as Resource[];

    // Assess
    expect(integrations).toHaveLength(1);
    const [integrationId, integration] = integrations[0] ?? [];
    expect(integration?.Properties.IntegrationUri).toEqual({
      'Fn::GetAtt': [logicalId(stack.api.handler.fn), 'Arn'],
    });
    for (const route of routes)
      expect(JSON.stringify(route.Properties.Target)).toContain(`"${integrationId}"`);
  });

  it('the stage throttles and writes access logs', () => {
    // Prepare
    const { template } = synthPortal();

    // Act
    const stages = Object.values(template.findResources('AWS::ApiGatewayV2::Stage')) as Resource[];

    // Assess
    expect(stages).toHaveLength(1);
    const stage = stages[0]?.Properties ?? {};
    expect(stage.StageName).toBe('$default');
    expect(stage.DefaultRouteSettings).toMatchObject({
      ThrottlingRateLimit: expect.any(Number),
      ThrottlingBurstLimit: expect.any(Number),
    });
    expect(stage.AccessLogSettings).toMatchObject({
      DestinationArn: { 'Fn::GetAtt': [expect.any(String), 'Arn'] },
      Format: expect.stringContaining('$context.requestId'),
    });
  });
});

describe('API function', () => {
  it('knows every table, bucket and queue, the token secret, the issuer and the site', () => {
    // Prepare
    const { stack, resourceOf } = synthPortal();

    // Act
    const fn = resourceOf(stack.api.handler.fn).Properties as {
      Environment: { Variables: Record<string, unknown> };
    };

    // Assess
    const variables = fn.Environment.Variables;
    for (const name of Object.keys(tables) as TableName[]) {
      expect(variables[tableEnvVar(name)]).toEqual(stack.resolve(stack.data.tables[name].tableName));
    }
    for (const name of Object.keys(buckets) as BucketName[]) {
      expect(variables[bucketEnvVar(name)]).toEqual(stack.resolve(stack.storage.buckets[name].bucketName));
    }
    for (const name of Object.keys(queues) as QueueName[]) {
      expect(variables[queueEnvVar(name)]).toEqual(stack.resolve(stack.data.queues[name].queueUrl));
    }
    expect(variables[envNames.jwtSecretArn]).toEqual(stack.resolve(stack.api.jwtSecret.secretArn));
    expect(variables[envNames.jwtIssuer]).toBe('portail-photos');
    // Mails it queues link to the site: never the local default in the cloud.
    expect(JSON.stringify(variables[envNames.siteUrl])).toContain('WebDistribution');
  });

  it('signs tokens with a generated 64-character secret', () => {
    // Prepare
    const { stack, resourceOf } = synthPortal();

    // Act
    const secret = resourceOf(stack.api.jwtSecret).Properties;

    // Assess
    expect(secret.GenerateSecretString).toMatchObject({ PasswordLength: 64, ExcludePunctuation: true });
  });

  it('may put only under uploads/, documents/, exports/rapports/ and the back-office prefixes, list and read media, nothing else in S3', () => {
    // Prepare
    const { stack, grantsOf } = synthPortal();
    const media = stack.storage.media;
    const json = (value: string) => JSON.stringify(stack.resolve(value));

    // Act
    const s3 = grantsOf(stack.api.handler.role).filter((grant) => grant.action.startsWith('s3:'));

    // Assess
    expect(s3).toEqual(
      expect.arrayContaining([
        { action: 's3:PutObject', resource: json(media.arnForObjects('uploads/*')) },
        { action: 's3:GetObject', resource: json(media.arnForObjects('*')) },
        { action: 's3:PutObject', resource: json(media.arnForObjects('documents/*')) },
        { action: 's3:PutObject', resource: json(media.arnForObjects('exports/rapports/*')) },
        { action: 's3:ListBucket', resource: json(media.bucketArn) },
        ...['stages/*', 'imports/*', 'livrets/*'].flatMap((prefix) => [
          { action: 's3:PutObject', resource: json(media.arnForObjects(prefix)) },
          { action: 's3:DeleteObject', resource: json(media.arnForObjects(prefix)) },
        ]),
      ]),
    );
    expect(s3).toHaveLength(11);
  });

  it('reads the token secret, writes the tables and sends to the queues', () => {
    // Prepare
    const { stack, grantsOf } = synthPortal();
    const json = (value: string) => JSON.stringify(stack.resolve(value));

    // Act
    const grants = grantsOf(stack.api.handler.role);

    // Assess
    const allowed = (action: string, resource: string) =>
      grants.some((grant) => grant.action === action && grant.resource === resource);
    expect(allowed('secretsmanager:GetSecretValue', json(stack.api.jwtSecret.secretArn))).toBe(true);
    for (const table of Object.values(stack.data.tables)) {
      expect(allowed('dynamodb:PutItem', json(table.tableArn))).toBe(true);
    }
    for (const queue of Object.values(stack.data.queues)) {
      expect(allowed('sqs:SendMessage', json(queue.queueArn))).toBe(true);
    }
  });
});
