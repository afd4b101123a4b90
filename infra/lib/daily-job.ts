/**
 * A job run once a day at a set hour, Paris time: EventBridge Scheduler invokes a function
 * asynchronously, with its own role and a few retries. Jobs are idempotent (they mark what they did),
 * so the scheduler's and Lambda's retries are safe; runs the scheduler could not deliver and runs
 * that failed after their retries land in a failures queue, which is alarmed on and read by people.
 * The families' expiry reminder and digest of new photos are such jobs; each adds its grants.
 */
import { Duration, Stack, TimeZone } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { acknowledge, wildcardResource } from './acknowledge.js';
import { failuresQueue } from './failures-queue.js';
import { PortalFunction } from './function-defaults.js';
import { justifyGrant } from './justified-grants.js';

export interface DailyJobProps {
  /** What the job is, in a few words, for the descriptions and the failures queue's reason. */
  readonly name: string;
  readonly entry: string;
  /** What the function does, for its description. */
  readonly description: string;
  readonly environment: Record<string, string>;
  /** The hour of the run, Paris time. */
  readonly hour: number;
  /** Attempts after a failed run, by the scheduler and by Lambda's asynchronous invoke alike. */
  readonly retries: number;
}

export class DailyJob extends Construct {
  readonly handler: PortalFunction;
  readonly schedule: Schedule;
  /** The role the scheduler assumes to invoke the function. */
  readonly schedulerRole: Role;
  /** Runs the scheduler could not deliver, and runs that failed after their retries. */
  readonly failures: Queue;

  constructor(
    scope: Construct,
    id: string,
    { name, entry, description, environment, hour, retries }: DailyJobProps,
  ) {
    super(scope, id);
    this.failures = failuresQueue(this, `every failed run of the ${name} schedule and function`);

    this.handler = new PortalFunction(this, 'Handler', {
      entry,
      description,
      memorySize: 256,
      timeout: Duration.minutes(5),
      environment,
    });
    const { fn, role } = this.handler;
    fn.configureAsyncInvoke({ retryAttempts: retries, onFailure: new SqsDestination(this.failures) });
    justifyGrant(
      role,
      ['sqs:SendMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl'],
      'Lambda sends failed runs to the failures queue with the function role (on-failure destination).',
    );

    // The scheduler's own role, here rather than CDK's stack-wide default, so its one grant (invoke
    // this function) and the reason for it sit next to the schedule; only this account's schedules
    // may assume it.
    this.schedulerRole = new Role(this, 'SchedulerRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
    });
    acknowledge(this.schedulerRole, {
      [wildcardResource(this, `${fn.functionArn}:*`)]:
        "CDK's Lambda target grants invoke on the function and its versions (ARN:*); the function has " +
        'no published versions, so this is the one function and nothing else.',
    });
    this.schedule = new Schedule(this, 'Daily', {
      description: `Daily ${name} to the families`,
      schedule: ScheduleExpression.cron({ minute: '0', hour: String(hour), timeZone: TimeZone.EUROPE_PARIS }),
      target: new LambdaInvoke(fn, {
        role: this.schedulerRole,
        deadLetterQueue: this.failures,
        retryAttempts: retries,
        maxEventAge: Duration.hours(2),
      }),
    });
  }

  /** Grants the function one more thing its job does. */
  protected allow(actions: string[], resources: string[]): void {
    this.handler.role.addToPrincipalPolicy(new PolicyStatement({ actions, resources }));
  }
}
