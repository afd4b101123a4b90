/**
 * Stands in for Lambda's Node runtime inside a copied asset folder: imports the handler's module from
 * the task root as the runtime does at a cold start, then hands it each event it is given, one at a
 * time (one container, warm after the first), with a Lambda-shaped context.
 *
 * Events come as JSON lines on stdin; answers go as JSON lines to file descriptor 3 (the function's
 * own logs keep stdout and stderr, as on Lambda): first `{"init": …}`, then one `{"invocation": …}`
 * per event. The container ends when stdin does.
 *
 * Usage: node lambda-runner.mjs <timeout seconds>
 */
import { writeSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';

const timeoutSeconds = Number(process.argv[2] ?? 3);
const ANSWERS = 3;

const answer = (value) => writeSync(ANSWERS, `${JSON.stringify(value)}\n`);

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

const initStart = performance.now();
const initCpu = process.cpuUsage();
let handler;
let initError;
try {
  const taskRoot = process.env.LAMBDA_TASK_ROOT ?? process.cwd();
  const [moduleName = 'index', exported = 'handler'] = (process.env._HANDLER ?? 'index.handler').split('.');
  const module = await import(pathToFileURL(join(taskRoot, `${moduleName}.mjs`)).href);
  handler = module[exported];
  if (typeof handler !== 'function') throw new Error(`${moduleName}.${exported} is not a function`);
} catch (error) {
  initError = errorOf(error);
}
answer({
  init: {
    ms: performance.now() - initStart,
    cpuMs: cpuMs(initCpu),
    ...(initError ? { error: initError } : {}),
  },
});

let count = 0;
for await (const line of createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY })) {
  if (!line.trim()) continue;
  const event = JSON.parse(line);
  const start = performance.now();
  const cpu = process.cpuUsage();
  let outcome;
  if (!handler) {
    outcome = { error: initError };
  } else {
    try {
      outcome = { result: (await handler(event, contextOf(`artifact-${process.pid}-${count}`))) ?? null };
    } catch (error) {
      outcome = { error: errorOf(error) };
    }
  }
  count += 1;
  answer({ invocation: { ms: performance.now() - start, cpuMs: cpuMs(cpu), ...outcome } });
}
// Lambda freezes the container after the last answer; open sockets of the SDK must not keep it up.
process.exit(0);
