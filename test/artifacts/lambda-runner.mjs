/**
 * Stands in for Lambda's Node runtime inside a copied asset folder: imports `index.mjs` from the task
 * root as the runtime does at a cold start, then hands each event of the request to `handler` in
 * turn (one container, warm after the first), with a Lambda-shaped context. Writes what happened as
 * JSON to the answer file; the function's own logs go to stdout and stderr as on Lambda.
 *
 * Usage: node lambda-runner.mjs <request.json> <answer.json>
 * request: { "events": [ ... ], "timeoutSeconds": 60 }
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [requestFile, answerFile] = process.argv.slice(2);
if (!requestFile || !answerFile) throw new Error('usage: lambda-runner.mjs <request.json> <answer.json>');
const { events, timeoutSeconds } = JSON.parse(readFileSync(requestFile, 'utf8'));

const errorOf = (error) =>
  error instanceof Error
    ? { name: error.name, message: error.message, stack: error.stack ?? '' }
    : { name: typeof error, message: String(error), stack: '' };

const cpuMs = (since) => {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1000;
};

const contextOf = (requestId) => {
  const env = process.env;
  const deadline = Date.now() + timeoutSeconds * 1000;
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName: env.AWS_LAMBDA_FUNCTION_NAME,
    functionVersion: env.AWS_LAMBDA_FUNCTION_VERSION,
    invokedFunctionArn: `arn:aws:lambda:${env.AWS_REGION}:123456789012:function:${env.AWS_LAMBDA_FUNCTION_NAME}`,
    memoryLimitInMB: env.AWS_LAMBDA_FUNCTION_MEMORY_SIZE,
    awsRequestId: requestId,
    logGroupName: env.AWS_LAMBDA_LOG_GROUP_NAME,
    logStreamName: env.AWS_LAMBDA_LOG_STREAM_NAME,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
};

const answer = { initMs: 0, initCpuMs: 0, invocations: [] };
const write = () => writeFileSync(answerFile, JSON.stringify(answer));

const initStart = performance.now();
const initCpu = process.cpuUsage();
let handler;
try {
  const taskRoot = process.env.LAMBDA_TASK_ROOT ?? process.cwd();
  const [moduleName, exported] = (process.env._HANDLER ?? 'index.handler').split('.');
  const module = await import(pathToFileURL(join(taskRoot, `${moduleName}.mjs`)).href);
  handler = module[exported];
  if (typeof handler !== 'function') throw new Error(`${moduleName}.${exported} is not a function`);
} catch (error) {
  answer.initError = errorOf(error);
}
answer.initMs = performance.now() - initStart;
answer.initCpuMs = cpuMs(initCpu);

if (handler) {
  for (const [index, event] of events.entries()) {
    const start = performance.now();
    const cpu = process.cpuUsage();
    try {
      const result = await handler(event, contextOf(`artifact-${process.pid}-${index}`));
      answer.invocations.push({ ms: performance.now() - start, cpuMs: cpuMs(cpu), result: result ?? null });
    } catch (error) {
      answer.invocations.push({ ms: performance.now() - start, cpuMs: cpuMs(cpu), error: errorOf(error) });
    }
  }
}
write();
// Lambda freezes the container after the answer; open sockets of the SDK must not keep this one up.
process.exit(0);
