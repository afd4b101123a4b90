import { bucketEnvVar, queueEnvVar, tableEnvVar } from '#shared/env-names.js';
import { bucketNames, queueNames, tableNames } from '#shared/resources.js';

/**
 * Every resource variable a function reads, with made-up names: enough for the configuration to
 * load outside any stack, and recognisable (`t-`, `b-`, an SQS URL) when a test checks one.
 */
export const dummyResourceEnv = (): NodeJS.ProcessEnv => ({
  ...Object.fromEntries(tableNames.map((t) => [tableEnvVar(t), `t-${t}`])),
  ...Object.fromEntries(bucketNames.map((b) => [bucketEnvVar(b), `b-${b}`])),
  ...Object.fromEntries(queueNames.map((q) => [queueEnvVar(q), `https://sqs/${q}`])),
});
