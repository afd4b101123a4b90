/**
 * The HTTP API: one API Gateway route per entry of shared/api-routes.ts and per prefix, all to the one
 * API Lambda that runs the same Hono app as the local runtime. Routes are declared one by one rather
 * than as a catch-all, so API Gateway refuses any path the route table does not know.
 */
import { Aws, Duration } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { API_PREFIXES, apiRoutes, type HttpMethod as Method, OPENAPI_PATH } from '#shared/api-routes.js';
import { API_RESERVED_CONCURRENCY, API_THROTTLE, API_TIMEOUT_SECONDS } from '#shared/capacity.js';
import { envNames } from '#shared/env-names.js';
import {
  ARCHIVES_PREFIX,
  BOOKLET_PREFIX,
  DOCUMENTS_PREFIX,
  IMPORTS_PREFIX,
  REPORT_EXPORTS_PREFIX,
  STAYS_PREFIX,
  UPLOAD_PREFIX,
} from '#shared/media-keys.js';
import type { TableName } from '#shared/resources.js';
import { acknowledge, wildcardResource } from './acknowledge.js';
import type { Data, TableAction } from './data.js';
import { resourceEnvironment } from './environment.js';
import { PortalFunction } from './function-defaults.js';
import { justifyGrant } from './justified-grants.js';
import { hearMissingKeys } from './missing-keys.js';
import type { Storage } from './storage.js';

/** Every route key the API answers: the route table under each prefix, plus the OpenAPI document. */
export const routeKeys = (): { method: Method; path: string }[] =>
  API_PREFIXES.flatMap((prefix) =>
    [...Object.values(apiRoutes), { method: 'GET' as const, path: OPENAPI_PATH }].map((route) => ({
      method: route.method,
      path: `${prefix}${route.path}`,
    })),
  );

export interface ApiProps {
  readonly data: Data;
  readonly storage: Storage;
  /** Issuer and audience of the tokens (context `jwtIssuer`). */
  readonly jwtIssuer: string;
}

export class Api extends Construct {
  readonly handler: PortalFunction;
  readonly jwtSecret: Secret;
  /** Shared by CloudFront (which sends it) and the API (which requires it): the API answers nobody else. */
  readonly originVerifySecret: Secret;
  readonly httpApi: HttpApi;
  /** The execute-api host name CloudFront forwards `/api/*` to. */
  readonly originDomain: string;

  constructor(scope: Construct, id: string, { data, storage, jwtIssuer }: ApiProps) {
    super(scope, id);
    this.jwtSecret = new Secret(this, 'JwtSecret', {
      description: 'Signing key of the portal tokens (HS256)',
      generateSecretString: { passwordLength: 64, excludePunctuation: true, includeSpace: false },
    });
    acknowledge(this.jwtSecret, {
      'AwsSolutions-SMG4':
        'Rotating the token signing key signs every family, trainer and administrator out, so it is a ' +
        'planned manual operation (put a new value; functions read it at their next cold start) rather ' +
        'than a scheduled rotation.',
    });

    this.originVerifySecret = new Secret(this, 'OriginVerifySecret', {
      description: 'Header value CloudFront adds to API requests; the API refuses requests without it',
      generateSecretString: { passwordLength: 48, excludePunctuation: true, includeSpace: false },
    });
    acknowledge(this.originVerifySecret, {
      'AwsSolutions-SMG4':
        'CloudFront reads this value at deployment; rotating it means redeploying the distribution, so it ' +
        'is changed by a deployment rather than by a scheduled rotation.',
    });

    this.handler = new PortalFunction(this, 'Handler', {
      entry: 'functions/http/lambda.ts',
      description: 'Portal API (Hono app behind API Gateway)',
      memorySize: 1024,
      timeout: Duration.seconds(API_TIMEOUT_SECONDS),
      environment: {
        ...resourceEnvironment(data, storage),
        [envNames.jwtSecretArn]: this.jwtSecret.secretArn,
        [envNames.jwtIssuer]: jwtIssuer,
        [envNames.originVerifySecretArn]: this.originVerifySecret.secretArn,
      },
    });
    // Reserved: a flood of queue work cannot take the API's instances, and the API cannot take more
    // than this; the stage throttle below answers 429 before it is reached.
    (this.handler.fn.node.defaultChild as CfnFunction).reservedConcurrentExecutions =
      API_RESERVED_CONCURRENCY;
    const { role } = this.handler;
    // Exactly what the routes do to each table (the permission proof in test/iam checks every call
    // the API makes against these, and lists any grant no call uses). A table the API starts using
    // is one more line here.
    const tableGrants: Partial<Record<TableName, readonly TableAction[]>> = {
      // UpdateItem: switching a stay off, and the count of its families kept on it.
      stages: ['GetItem', 'BatchGetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
      photos: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem', 'Query'],
      photoHashes: ['GetItem', 'PutItem', 'DeleteItem'],
      // Lists read indexes by key, never scan; UpdateItem gives a family stored before its sort key one.
      formateurs: ['GetItem', 'PutItem', 'DeleteItem', 'BatchWriteItem'],
      stagiaires: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'],
      admins: ['GetItem'], // sign-in only: administrators are created by `npm run admin:create`
      mailLog: ['PutItem'],
      loginAttempts: ['GetItem', 'UpdateItem'],
      archives: ['GetItem', 'PutItem'],
      // The log, read; written by a deletion on purpose; a deleted stay's own entry read back.
      photoDeletions: ['Query', 'PutItem', 'GetItem'],
      commentaires: ['GetItem', 'PutItem', 'Query'],
      rapports: ['GetItem', 'PutItem'],
      // Sign-out writes a revocation; every authenticated request reads one by token id.
      revokedTokens: ['GetItem', 'PutItem'],
      // A create's idempotency key is reserved, answered, or released when the create is refused.
      createRequests: ['GetItem', 'PutItem', 'DeleteItem'],
      // A family's one-click unsubscription from a stay's photo digests.
      photoDigests: ['UpdateItem'],
    };
    const indexGrants: Partial<Record<TableName, readonly string[]>> = {
      stages: ['by-activity'],
      formateurs: ['by-stage', 'by-category'],
      stagiaires: ['by-stage', 'by-name'],
      mailLog: ['by-stage', 'chronological'],
      rapports: ['by-nom-stage'],
    };
    for (const [table, actions] of Object.entries(tableGrants) as [TableName, TableAction[]][]) {
      data.grant(role, table, actions, indexGrants[table]);
    }
    // The media queue is fed by S3 notifications, never by the API.
    for (const queue of ['mail', 'rotate', 'archive'] as const) data.queues[queue].grantSendMessages(role);
    justifyGrant(
      role,
      ['sqs:GetQueueAttributes', 'sqs:GetQueueUrl'],
      "CDK's grantSendMessages adds them; the API sends to the queues by URL only.",
    );
    this.jwtSecret.grantRead(role);
    this.originVerifySecret.grantRead(role);
    justifyGrant(
      role,
      ['secretsmanager:GetSecretValue', 'secretsmanager:DescribeSecret'],
      'Read once per cold start in the cloud; the local runtime and the tests take the values from the environment.',
    );
    // The API signs uploads for browsers and reads and writes the few files it handles itself; photos,
    // stay files and archives reach browsers through CloudFront alone (signed with the media key, no
    // S3 call), documents and report workbooks through S3 links. Of stay files and archive parts it
    // only asks whether they exist (HeadObject, which IAM grants as s3:GetObject): an uploaded stay
    // file before it is saved, a built part before it is reused. Photos: no read at all. Never the
    // uploaded originals (before EXIF and GPS are removed).
    const uploads = storage.media.arnForObjects(`${UPLOAD_PREFIX}*`);
    const photos = storage.media.arnForObjects('photos/*');
    const documents = storage.media.arnForObjects(`${DOCUMENTS_PREFIX}*`);
    const reportExports = storage.media.arnForObjects(`${REPORT_EXPORTS_PREFIX}*`);
    const stageFiles = storage.media.arnForObjects(`${STAYS_PREFIX}*`);
    const imports = storage.media.arnForObjects(`${IMPORTS_PREFIX}*`);
    const booklets = storage.media.arnForObjects(`${BOOKLET_PREFIX}*`);
    const archives = storage.media.arnForObjects(`${ARCHIVES_PREFIX}*`);
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['s3:GetObject'],
        resources: [stageFiles, documents, booklets, reportExports, imports, archives],
      }),
    );
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['s3:PutObject'],
        resources: [uploads, documents, reportExports, stageFiles, imports, booklets],
      }),
    );
    // Trainers delete photos (their copies and any upload left), and the back-office deletes replaced
    // stay files, imports once read, and removed booklets.
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['s3:DeleteObject'],
        resources: [photos, uploads, stageFiles, imports, booklets],
      }),
    );
    justifyGrant(
      role,
      ['s3:DeleteObject'],
      'A replaced stay picture or attachment is deleted.',
      `${STAYS_PREFIX}*`,
    );
    // Folders, booklets and shared documents are listed by prefix, and so are the objects of a photo
    // being deleted (every version). The grant cannot be scoped by prefix: the API checks whether
    // uploads, imports, booklets and archives exist, and S3 answers "not found" only to a role that
    // may list the whole bucket.
    hearMissingKeys(role, storage.media);
    acknowledge(role, {
      [wildcardResource(this, uploads)]:
        'Presigned uploads go to server-chosen keys under uploads/photos/ only; the key is not known ' +
        'until the request, so the grant is the prefix. Trainers deleting a photo remove its upload.',
      [wildcardResource(this, photos)]:
        'Trainers delete photos (every copy of each); keys are per photo, so the grant is the photos/ ' +
        'prefix.',
      [wildcardResource(this, documents)]:
        'Shared documents go to documents/{folder}/{file}, names checked by the API before it signs; ' +
        'the file is chosen by the trainer, so the grant is the documents/ prefix.',
      [wildcardResource(this, reportExports)]:
        'Each evaluation workbook gets a fresh server-chosen key under exports/rapports/, expired by ' +
        'the bucket lifecycle.',
      [wildcardResource(this, stageFiles)]:
        'Stay pictures and attachments get fresh server-chosen keys under stages/; replaced ones are ' +
        'deleted by the API, so the grant is the stages/ prefix.',
      [wildcardResource(this, imports)]:
        'Each CSV import gets a fresh server-chosen key under imports/, read and deleted once imported.',
      [wildcardResource(this, booklets)]:
        'Booklets are livrets/{file}, names checked by the API (PDF, no path) before it signs or deletes.',
      [wildcardResource(this, archives)]:
        'Zip parts are archives/{stay}/{id}-{n}.zip, server-chosen; the API only asks whether a part ' +
        'exists (HeadObject) before reusing it.',
    });

    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Portail photos API',
      createDefaultStage: false,
    });
    // One permission for the whole API instead of one per route: 26 routes share one function.
    const integration = new HttpLambdaIntegration('Handler', this.handler.fn, {
      scopePermissionToRoute: false,
    });
    for (const { method, path } of routeKeys()) {
      this.httpApi.addRoutes({ path, methods: [HttpMethod[method]], integration });
    }
    acknowledge(this.httpApi, {
      'AwsSolutions-APIG4':
        'Authorization is enforced inside the function on every route (HS256 token, role and stay ' +
        'checks of functions/http/authenticate.ts against the route table); the sign-in, stay list ' +
        'and OpenAPI routes are public by design.',
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.THREE_MONTHS });
    new HttpStage(this, 'Stage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: { ...API_THROTTLE },
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            time: '$context.requestTime',
            route: '$context.routeKey',
            status: '$context.status',
            latency: '$context.responseLatency',
            length: '$context.responseLength',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
    });
    this.originDomain = `${this.httpApi.apiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`;
  }
}
