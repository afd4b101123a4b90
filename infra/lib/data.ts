/**
 * Tables and queues, built from shared/resources.ts: the same definitions the local runtime provisions
 * the emulator from, so keys, indexes, TTL, streams and redrive settings cannot drift between the two.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  type Attribute,
  AttributeType,
  BillingMode,
  ProjectionType,
  StreamViewType,
  Table,
  TableEncryption,
} from 'aws-cdk-lib/aws-dynamodb';
import { type IGrantable, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import {
  deadLettersReadByWorker,
  dlqId,
  type KeyDef,
  type QueueDef,
  type QueueName,
  queues,
  type TableDef,
  type TableName,
  tables,
} from '#shared/resources.js';
import { mapValues } from './records.js';

const attribute = (key: KeyDef): Attribute => ({
  name: key.name,
  type: key.type === 'S' ? AttributeType.STRING : AttributeType.NUMBER,
});

/** Item-level actions only: the functions never create, delete or scan-describe tables. */
export type TableAction =
  | 'GetItem'
  | 'BatchGetItem'
  | 'Query'
  | 'Scan'
  | 'ConditionCheckItem'
  | 'PutItem'
  | 'UpdateItem'
  | 'DeleteItem'
  | 'BatchWriteItem';

export class Data extends Construct {
  readonly tables: Record<TableName, Table>;
  readonly queues: Record<QueueName, Queue>;
  readonly deadLetterQueues: Record<QueueName, Queue>;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const tableDefs: Record<TableName, TableDef> = tables;
    this.tables = mapValues(tableDefs, (def) => this.table(def));
    const queueDefs: Record<QueueName, QueueDef> = queues;
    this.deadLetterQueues = mapValues(queueDefs, (def, name) => this.deadLetterQueue(def, name));
    this.queues = mapValues(queueDefs, (def, name) => this.queue(def, this.deadLetterQueues[name]));
  }

  /**
   * Exactly the actions a function's code performs on a table (`GetItem`, `Query`…), and Query on the
   * named indexes it queries. A new table or a new call is one more line at the function's grants.
   */
  grant(
    grantee: IGrantable,
    name: TableName,
    actions: readonly TableAction[],
    indexes: readonly string[] = [],
  ): void {
    const table = this.tables[name];
    const principal = grantee.grantPrincipal;
    principal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: actions.map((action) => `dynamodb:${action}`),
        resources: [table.tableArn],
      }),
    );
    if (indexes.length === 0) return;
    const known = (tables[name] as TableDef).indexes.map((index) => index.name);
    for (const index of indexes) if (!known.includes(index)) throw new Error(`${name} has no index ${index}`);
    principal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['dynamodb:Query'],
        resources: indexes.map((index) => `${table.tableArn}/index/${index}`),
      }),
    );
  }

  private table(def: TableDef): Table {
    const table = new Table(this, def.id, {
      partitionKey: attribute(def.partitionKey),
      sortKey: def.sortKey && attribute(def.sortKey),
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: TableEncryption.AWS_MANAGED,
      timeToLiveAttribute: def.ttlAttribute,
      stream: def.stream ? StreamViewType.NEW_AND_OLD_IMAGES : undefined,
      // Stays, photos and accounts are the organisation's data: kept when the stack is deleted or a
      // table replaced, deleted only when the deployment that created the table is rolled back (it is
      // empty then, and a kept copy would only be litter). No deletion protection: CloudFormation
      // could not delete the table on that rollback, which would then fail and block the retry.
      // Point-in-time recovery keeps a backup of a table deleted by hand for 35 days.
      removalPolicy: RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE,
    });
    for (const index of def.indexes) {
      table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: attribute(index.partitionKey),
        sortKey: index.sortKey && attribute(index.sortKey),
        projectionType: ProjectionType.ALL,
      });
    }
    return table;
  }

  private deadLetterQueue(def: QueueDef, name: QueueName): Queue {
    // Retention beyond the source queue's four days: a failed job is still there when someone answers
    // the alarm.
    return new Queue(this, dlqId(name), {
      retentionPeriod: Duration.days(def.dlqRetentionDays),
      // One a worker reads hides a message as long as the queue it backs (six times the timeout).
      ...(deadLettersReadByWorker.includes(name)
        ? { visibilityTimeout: Duration.seconds(def.visibilityTimeoutSeconds) }
        : {}),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
  }

  private queue(def: QueueDef, deadLetterQueue: Queue): Queue {
    return new Queue(this, def.id, {
      visibilityTimeout: Duration.seconds(def.visibilityTimeoutSeconds),
      deadLetterQueue: { queue: deadLetterQueue, maxReceiveCount: def.maxReceiveCount },
      // SQS-managed keys, not KMS: S3 event notifications cannot publish to a queue under the
      // AWS-managed KMS key, and a customer key would add cost for no gain here.
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
  }
}
