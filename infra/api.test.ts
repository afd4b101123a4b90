import { describe, expect, it } from 'vitest';
import { API_PREFIXES, apiRoutes, OPENAPI_PATH } from '#shared/api-routes.js';
import { bucketEnvVar, envNames, queueEnvVar, tableEnvVar } from '#shared/env-names.js';
import { bucketNames, queueNames, tableNames } from '#shared/resources.js';
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
    for (const name of tableNames) {
      expect(variables[tableEnvVar(name)]).toEqual(stack.resolve(stack.data.tables[name].tableName));
    }
    for (const name of bucketNames) {
      expect(variables[bucketEnvVar(name)]).toEqual(stack.resolve(stack.storage.buckets[name].bucketName));
    }
    for (const name of queueNames) {
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

  it('may not read the uploaded originals, write the administrators or feed the media queue', () => {
    // Prepare
    const { stack, grantsOf } = synthPortal();
    const json = (value: string) => JSON.stringify(stack.resolve(value));

    // Act
    const grants = grantsOf(stack.api.handler.role);

    // Assess
    // What the API may do is proven against its calls by test/iam; these are what it must never do.
    const on = (resource: string) =>
      grants.filter((grant) => grant.resource === resource).map((g) => g.action);
    expect(on(json(stack.storage.media.arnForObjects('uploads/*')))).toEqual([]);
    expect(on(json(stack.storage.media.arnForObjects('*')))).toEqual([]);
    expect(on(json(stack.data.tables.admins.tableArn))).toEqual(['dynamodb:GetItem']);
    expect(on(json(stack.data.tables.expiryReminders.tableArn))).toEqual([]);
    expect(on(json(stack.data.queues.media.queueArn))).toEqual([]);
    const uploadsGet = grants.find(
      (grant) => grant.action === 's3:GetObject' && grant.resource.includes('uploads/'),
    );
    expect(uploadsGet).toBeUndefined();
  });

  it('does not read photos: CloudFront alone serves them', () => {
    // Prepare
    const { stack, grantsOf } = synthPortal();
    const json = (value: string) => JSON.stringify(stack.resolve(value));
    // Act
    const reads = grantsOf(stack.api.handler.role)
      .filter((grant) => grant.action === 's3:GetObject')
      .map((grant) => grant.resource);
    // Assess
    expect(reads).not.toContain(json(stack.storage.media.arnForObjects('photos/*')));
  });
});
