/**
 * Resolves the intrinsic functions of a synthesized template (Ref, Fn::GetAtt, Fn::Join, Fn::Select,
 * Fn::Split) to plain strings, with a fixed account and region, so policies and the ARNs of recorded
 * calls are compared as AWS would compare them. Physical names are the logical ids (or the name set
 * in the template): the same rule on both sides, which is all the comparison needs. Where real
 * resources stand for the template's (the emulator's, for the artifacts tier), their names, ARNs and
 * URLs are given instead, so a function's environment and its role's policies name the same things.
 */
export const ACCOUNT = '123456789012';
export const REGION = 'eu-west-3';

interface CfnResource {
  readonly Type: string;
  readonly Properties?: Record<string, unknown>;
}

const NAME_PROPERTIES = [
  'TableName',
  'BucketName',
  'QueueName',
  'Name',
  'FunctionName',
  'RoleName',
  'LogGroupName',
];

const PSEUDO: Record<string, string> = {
  'AWS::AccountId': ACCOUNT,
  'AWS::Region': REGION,
  'AWS::Partition': 'aws',
  'AWS::URLSuffix': 'amazonaws.com',
  'AWS::StackName': 'PortailPhotos',
  'AWS::StackId': `arn:aws:cloudformation:${REGION}:${ACCOUNT}:stack/PortailPhotos/6f1c2a30-8b4d-11f0-9e2a-0a1b2c3d4e5f`,
  'AWS::NoValue': '',
};

export type Resolve = (value: unknown) => unknown;

/** What existing resources are called, by logical id; anything not given follows the rule above. */
export interface PhysicalResources {
  /** Physical names (table, bucket, queue names): their ARNs are built from them. */
  readonly names?: Readonly<Record<string, string>>;
  /** Whole ARNs, where a name does not make one (a secret's ARN ends with a random suffix). */
  readonly arns?: Readonly<Record<string, string>>;
  /** What `Ref` answers when it is neither the name nor the ARN (a queue's URL). */
  readonly refs?: Readonly<Record<string, string>>;
  /** Other attributes, keyed `LogicalId.Attribute` (a distribution's domain name). */
  readonly attributes?: Readonly<Record<string, string>>;
}

export const templateResolver = (
  resources: Readonly<Record<string, CfnResource>>,
  physical: PhysicalResources = {},
): Resolve => {
  const resourceOf = (id: string): CfnResource => {
    const resource = resources[id];
    if (!resource) throw new Error(`Unknown logical id ${id}`);
    return resource;
  };
  const nameOf = (id: string): string => {
    const given = physical.names?.[id];
    if (given !== undefined) return given;
    const { Type, Properties = {} } = resourceOf(id);
    for (const property of NAME_PROPERTIES) {
      const value = resolve(Properties[property]);
      if (typeof value === 'string' && value) return value;
    }
    return Type === 'AWS::S3::Bucket' ? id.toLowerCase() : id;
  };
  const arnOf = (id: string): string => {
    const given = physical.arns?.[id];
    if (given !== undefined) return given;
    const { Type } = resourceOf(id);
    const name = nameOf(id);
    const regional = (service: string, rest: string) => `arn:aws:${service}:${REGION}:${ACCOUNT}:${rest}`;
    switch (Type) {
      case 'AWS::DynamoDB::Table':
        return regional('dynamodb', `table/${name}`);
      case 'AWS::S3::Bucket':
        return `arn:aws:s3:::${name}`;
      case 'AWS::SQS::Queue':
        return regional('sqs', name);
      case 'AWS::Lambda::Function':
        return regional('lambda', `function:${name}`);
      case 'AWS::Logs::LogGroup':
        return regional('logs', `log-group:${name}:*`);
      case 'AWS::IAM::Role':
        return `arn:aws:iam::${ACCOUNT}:role/${name}`;
      case 'AWS::SecretsManager::Secret':
        return regional('secretsmanager', `secret:${name}-AbCdEf`);
      case 'AWS::SNS::Topic':
        return regional('sns', name);
      default:
        return regional('unknown', `${Type}/${name}`);
    }
  };
  const ref = (id: string): string => {
    const pseudo = PSEUDO[id];
    if (pseudo !== undefined) return pseudo;
    const given = physical.refs?.[id];
    if (given !== undefined) return given;
    const { Type } = resourceOf(id);
    if (Type === 'AWS::SQS::Queue') return `https://sqs.${REGION}.amazonaws.com/${ACCOUNT}/${nameOf(id)}`;
    if (Type === 'AWS::SecretsManager::Secret' || Type === 'AWS::SNS::Topic') return arnOf(id);
    return nameOf(id);
  };
  const getAtt = (id: string, attribute: string): string => {
    const given = physical.attributes?.[`${id}.${attribute}`];
    if (given !== undefined) return given;
    if (attribute === 'Arn') return arnOf(id);
    if (attribute === 'StreamArn') return `${arnOf(id)}/stream/2026-01-01T00:00:00.000`;
    if (attribute === 'QueueName') return nameOf(id);
    if (attribute === 'QueueUrl') return ref(id);
    return `${id}.${attribute}`;
  };
  const resolve: Resolve = (value) => {
    if (Array.isArray(value)) return value.map(resolve);
    if (value === null || typeof value !== 'object') return value;
    const entries = Object.entries(value as Record<string, unknown>);
    const [first] = entries;
    if (entries.length === 1 && first) {
      const [key, argument] = first;
      if (key === 'Ref') return ref(String(argument));
      if (key === 'Fn::GetAtt') {
        const [id, attribute] = (typeof argument === 'string' ? argument.split('.') : argument) as string[];
        return getAtt(String(id), String(attribute));
      }
      if (key === 'Fn::Join') {
        const [separator, parts] = argument as [string, unknown[]];
        return (resolve(parts) as unknown[]).map(String).join(separator);
      }
      if (key === 'Fn::Select') {
        const [index, list] = argument as [number, unknown];
        return (resolve(list) as unknown[])[Number(index)];
      }
      if (key === 'Fn::Split') {
        const [separator, source] = argument as [string, unknown];
        return String(resolve(source)).split(separator);
      }
    }
    return Object.fromEntries(entries.map(([key, inner]) => [key, resolve(inner)]));
  };
  return resolve;
};
