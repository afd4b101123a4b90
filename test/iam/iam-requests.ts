/**
 * What IAM authorizes for each recorded SDK call: the action(s), the resource ARN and the condition
 * keys that matter. One SDK command may need several actions (a transaction, a copy) or be authorized
 * under another name (HeadObject is s3:GetObject, the multipart steps are s3:PutObject).
 */
import type { RecordedCall } from '#functions/adapters/call-recorder.js';

export interface IamRequest {
  readonly action: string;
  readonly resource: string;
  readonly context: Record<string, string>;
  /** The resource as a reader knows it: bucket and key, table and index, queue… */
  readonly what: string;
}

/** ARN (or, for queues, URL-free ARN) of a resource the recorder named (`table:photos`, `bucket:media`…). */
export type ArnOf = (name: string) => string;

const S3_OBJECT_ACTIONS: Record<string, string> = {
  GetObjectCommand: 's3:GetObject',
  HeadObjectCommand: 's3:GetObject',
  PutObjectCommand: 's3:PutObject',
  CreateMultipartUploadCommand: 's3:PutObject',
  UploadPartCommand: 's3:PutObject',
  CompleteMultipartUploadCommand: 's3:PutObject',
  AbortMultipartUploadCommand: 's3:AbortMultipartUpload',
  ListPartsCommand: 's3:ListMultipartUploadParts',
  DeleteObjectCommand: 's3:DeleteObject',
  GetObjectTaggingCommand: 's3:GetObjectTagging',
  PutObjectTaggingCommand: 's3:PutObjectTagging',
};

const S3_BUCKET_ACTIONS: Record<string, string> = {
  ListObjectsV2Command: 's3:ListBucket',
  ListObjectsCommand: 's3:ListBucket',
  HeadBucketCommand: 's3:ListBucket',
  ListMultipartUploadsCommand: 's3:ListBucketMultipartUploads',
};

const DYNAMO_ACTIONS: Record<string, string> = {
  GetItemCommand: 'dynamodb:GetItem',
  PutItemCommand: 'dynamodb:PutItem',
  UpdateItemCommand: 'dynamodb:UpdateItem',
  DeleteItemCommand: 'dynamodb:DeleteItem',
  QueryCommand: 'dynamodb:Query',
  ScanCommand: 'dynamodb:Scan',
  BatchGetItemCommand: 'dynamodb:BatchGetItem',
  BatchWriteItemCommand: 'dynamodb:BatchWriteItem',
  DescribeTableCommand: 'dynamodb:DescribeTable',
};

/** Each item of a transaction is authorized as its own action on its own table. */
const TRANSACT_ITEM_ACTIONS: Record<string, string> = {
  Put: 'dynamodb:PutItem',
  Update: 'dynamodb:UpdateItem',
  Delete: 'dynamodb:DeleteItem',
  ConditionCheck: 'dynamodb:ConditionCheckItem',
  Get: 'dynamodb:GetItem',
};

const SQS_ACTIONS: Record<string, string> = {
  SendMessageCommand: 'sqs:SendMessage',
  SendMessageBatchCommand: 'sqs:SendMessage',
  ReceiveMessageCommand: 'sqs:ReceiveMessage',
  DeleteMessageCommand: 'sqs:DeleteMessage',
  DeleteMessageBatchCommand: 'sqs:DeleteMessage',
  ChangeMessageVisibilityCommand: 'sqs:ChangeMessageVisibility',
  ChangeMessageVisibilityBatchCommand: 'sqs:ChangeMessageVisibility',
  GetQueueAttributesCommand: 'sqs:GetQueueAttributes',
};

const SECRETS_ACTIONS: Record<string, string> = {
  GetSecretValueCommand: 'secretsmanager:GetSecretValue',
  PutSecretValueCommand: 'secretsmanager:PutSecretValue',
  DescribeSecretCommand: 'secretsmanager:DescribeSecret',
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * S3 answers a read of a missing key with 404 only when the caller may also list the bucket;
 * otherwise with 403 AccessDenied, which code waiting for "no such key" takes for a failure. AWS
 * authorizes that listing with no prefix in the request, so only a grant without an `s3:prefix`
 * condition is certain to hold: the request carries no context keys.
 */
const missingKeyRequest = (bucketArn: string, bucket: string, key: string): IamRequest => ({
  action: 's3:ListBucket',
  resource: bucketArn,
  context: {},
  what: `${bucket}/${key}, which was missing: without it S3 answers 403, not 404`,
});

/**
 * A call to authorize: one the recorder wrote, or one the artifacts tier's IAM gate read off the wire,
 * whose caller is named by its access key rather than by a function of the stack.
 */
export type CallToAuthorize = Omit<RecordedCall, 'fn'> & { readonly fn: string };

export const iamRequestsOf = (call: CallToAuthorize, arnOf: ArnOf): IamRequest[] => {
  const { input, command } = call;
  const unmapped = (): never => {
    throw new Error(`No IAM mapping for ${call.client} ${command} (function ${call.fn}): add it to test/iam`);
  };
  switch (call.client) {
    case 'S3Client': {
      const bucket = text(input.Bucket);
      const objectRequest = (action: string, key: string): IamRequest => ({
        action,
        resource: `${arnOf(bucket)}/${key}`,
        context: {},
        what: `${bucket}/${key}`,
      });
      const objectAction = S3_OBJECT_ACTIONS[command];
      if (objectAction && call.outcome === 'missing' && objectAction === 's3:GetObject') {
        const key = text(input.Key);
        return [objectRequest(objectAction, key), missingKeyRequest(arnOf(bucket), bucket, key)];
      }
      if (objectAction) return [objectRequest(objectAction, text(input.Key))];
      if (command === 'DeleteObjectsCommand') {
        return (input.Keys as string[]).map((key) => objectRequest('s3:DeleteObject', key));
      }
      if (command === 'CopyObjectCommand') {
        const source = decodeURIComponent(text(input.CopySource));
        const [sourceBucket = '', ...rest] = source.split('/');
        return [
          objectRequest('s3:PutObject', text(input.Key)),
          {
            ...objectRequest('s3:GetObject', rest.join('/')),
            resource: `${arnOf(sourceBucket)}/${rest.join('/')}`,
          },
        ];
      }
      const bucketAction = S3_BUCKET_ACTIONS[command];
      if (bucketAction) {
        const prefix = text(input.Prefix);
        return [
          {
            action: bucketAction,
            resource: arnOf(bucket),
            context: bucketAction === 's3:ListBucket' ? { 's3:prefix': prefix } : {},
            what: `${bucket} (prefix "${prefix}")`,
          },
        ];
      }
      return unmapped();
    }
    case 'DynamoDBClient': {
      const table = text(input.TableName);
      const index = text(input.IndexName);
      const tableArn = (name: string) => arnOf(name);
      if (command === 'TransactWriteItemsCommand' || command === 'TransactGetItemsCommand') {
        return (input.TransactItems as [string, string][]).map(([kind, name]) => ({
          action: TRANSACT_ITEM_ACTIONS[kind] ?? unmapped(),
          resource: tableArn(name),
          context: {},
          what: `${name} (transaction ${kind})`,
        }));
      }
      const action = DYNAMO_ACTIONS[command] ?? unmapped();
      if (command === 'BatchGetItemCommand' || command === 'BatchWriteItemCommand') {
        return (input.RequestItems as string[]).map((name) => ({
          action,
          resource: tableArn(name),
          context: {},
          what: name,
        }));
      }
      return [
        {
          action,
          resource: index ? `${tableArn(table)}/index/${index}` : tableArn(table),
          context: {},
          what: index ? `${table}/index/${index}` : table,
        },
      ];
    }
    case 'SQSClient': {
      const queue = text(input.QueueUrl);
      return [
        { action: SQS_ACTIONS[command] ?? unmapped(), resource: arnOf(queue), context: {}, what: queue },
      ];
    }
    case 'SecretsManagerClient': {
      const secret = text(input.SecretId);
      return [
        {
          action: SECRETS_ACTIONS[command] ?? unmapped(),
          resource: arnOf(secret),
          context: {},
          what: secret,
        },
      ];
    }
    case 'SESv2Client': {
      if (command !== 'SendEmailCommand') return unmapped();
      // SES authorizes the sending identity and, when one is named, the configuration set.
      const sender = text(input.FromEmailAddress);
      const configurationSet = text(input.ConfigurationSetName);
      return [
        { action: 'ses:SendEmail', resource: arnOf(sender), context: {}, what: `identity ${sender}` },
        ...(configurationSet
          ? [
              {
                action: 'ses:SendEmail',
                resource: `arn:aws:ses:${arnOf(sender).split(':')[3]}:${arnOf(sender).split(':')[4]}:configuration-set/${configurationSet}`,
                context: {},
                what: `configuration set ${configurationSet}`,
              },
            ]
          : []),
      ];
    }
    case 'CloudFrontClient': {
      if (command !== 'CreateInvalidationCommand') return unmapped();
      const distribution = text(input.DistributionId);
      return [
        {
          action: 'cloudfront:CreateInvalidation',
          resource: arnOf(distribution),
          context: {},
          what: `distribution ${distribution}`,
        },
      ];
    }
    default:
      return unmapped();
  }
};
