/**
 * The environment variables that tell a function where its resources are, named by
 * shared/env-names.ts: functions/config.ts reads the same names and requires all of them.
 */
import { bucketEnvVar, queueEnvVar, tableEnvVar } from '#shared/env-names.js';
import type { Data } from './data.js';
import type { Storage } from './storage.js';

const entries = <K extends string, V>(record: Readonly<Record<K, V>>): [K, V][] =>
  Object.entries(record) as [K, V][];

export const resourceEnvironment = (data: Data, storage: Storage): Record<string, string> => ({
  ...Object.fromEntries(entries(data.tables).map(([name, table]) => [tableEnvVar(name), table.tableName])),
  ...Object.fromEntries(
    entries(storage.buckets).map(([name, bucket]) => [bucketEnvVar(name), bucket.bucketName]),
  ),
  ...Object.fromEntries(entries(data.queues).map(([name, queue]) => [queueEnvVar(name), queue.queueUrl])),
});
