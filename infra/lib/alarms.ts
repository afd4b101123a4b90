/**
 * Alarms on what users would otherwise discover first: a job in a dead-letter queue (a photo that
 * never appeared), a function that fails or is throttled, a queue or a stream falling behind, an API
 * answering 5xx or 429, mail that bounces or is marked as spam, and the month's bill. They notify an
 * SNS topic, to which context `alarmEmail` subscribes an address.
 */
import { Aws, Duration } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import {
  Alarm,
  ComparisonOperator,
  type IMetric,
  MathExpression,
  Metric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { FilterPattern, type ILogGroup, MetricFilter } from 'aws-cdk-lib/aws-logs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { QueueName } from '#shared/resources.js';

/**
 * How long a job may wait in its queue before someone should look. A trainer watches the photos of
 * a batch appear and a family watches its zip being built: a quarter of an hour means the workers
 * are stuck or starved. Mail is paced at the SES rate (one a second in the sandbox), so a bulk send
 * of passwords to a few thousand families legitimately waits longer.
 */
export const OLDEST_MESSAGE_AGE_LIMITS: Readonly<Record<QueueName, Duration>> = {
  media: Duration.minutes(15),
  rotate: Duration.minutes(15),
  // Faces wait behind a busy evening's uploads; an hour means the worker is stuck.
  faces: Duration.hours(1),
  archive: Duration.minutes(15),
  mail: Duration.hours(2),
};

/**
 * A stream keeps its records 24 hours: a consumer an hour behind is stuck on a failing batch (its
 * retries and halving take minutes, not hours) and must be looked at long before records are lost.
 */
export const STREAM_ITERATOR_AGE_LIMIT = Duration.hours(1);

/** Share of API requests answered 429 (throttled or sign-in locked), in percent over 5 minutes. */
export const API_429_PERCENT_LIMIT = 1;
/** Below this many requests in 5 minutes, a few locked sign-ins are not a rate worth waking anyone. */
export const API_429_MIN_REQUESTS = 100;

/**
 * Account-wide SES reputation, as fractions. SES reviews an account at 5 % bounces and 0.1 %
 * complaints; the alarms fire at the levels AWS asks senders to stay under, before the review.
 */
export const SES_BOUNCE_RATE_LIMIT = 0.02;
export const SES_COMPLAINT_RATE_LIMIT = 0.0005;

/**
 * The month of a season's peak: CloudFront sends most of the families' zips (a few TB at about
 * 0.085 USD a GB), the rest (storage, Lambda, DynamoDB on demand) is a few tens of dollars.
 */
export const DEFAULT_MONTHLY_BUDGET_USD = 300;

/** Context `monthlyBudgetUsd`, a positive amount in US dollars. */
export const monthlyBudgetFromContext = (scope: Construct): number => {
  const value: unknown = scope.node.tryGetContext('monthlyBudgetUsd');
  if (value === undefined || value === '') return DEFAULT_MONTHLY_BUDGET_USD;
  const amount = Number(value);
  if (!Number.isFinite(amount) || amount <= 0) {
    throw new Error('Context monthlyBudgetUsd must be a positive amount in US dollars.');
  }
  return amount;
};

/** Share of the monthly budget at which the actual cost notifies, in percent. */
export const BUDGET_ACTUAL_PERCENT = 80;

/** Namespace of the metric counted from the API's access log (API Gateway has no 429 metric). */
export const API_METRICS_NAMESPACE = 'PortailPhotos/Api';

export interface AlarmsProps {
  readonly deadLetterQueues: Readonly<Record<string, IQueue>>;
  /**
   * Dead-letter queues a worker reads (to mark the job's record failed): they never stay full, so
   * each message received alarms instead.
   */
  readonly deadLetterQueuesRead?: Readonly<Partial<Record<QueueName, IQueue>>>;
  /** Every function of the portal, alarmed on errors and throttles. */
  readonly functions: Readonly<Record<string, IFunction>>;
  /** The work queues, alarmed on the age of their oldest message. */
  readonly queues: Readonly<Record<QueueName, IQueue>>;
  /** Functions fed by a DynamoDB stream, alarmed on their iterator age. */
  readonly streamConsumers: Readonly<Record<string, IFunction>>;
  readonly httpApi: IHttpApi;
  /** The API stage's access log (JSON, with `status`), where 429 answers are counted. */
  readonly apiAccessLogs: ILogGroup;
  /** Monthly cost budget in US dollars (default: context `monthlyBudgetUsd`, else DEFAULT_MONTHLY_BUDGET_USD). */
  readonly monthlyBudgetUsd?: number | undefined;
  readonly email?: string | undefined;
}

export class Alarms extends Construct {
  readonly topic: Topic;
  readonly budget: CfnBudget;

  constructor(scope: Construct, id: string, props: AlarmsProps) {
    super(scope, id);
    this.topic = new Topic(this, 'Topic', { displayName: 'Portail photos alarms', enforceSSL: true });
    if (props.email) this.topic.addSubscription(new EmailSubscription(props.email));

    for (const [name, dlq] of Object.entries(props.deadLetterQueues)) {
      this.alarm(`${name}-dlq`, `A ${name} job failed for good and waits in its dead-letter queue`, {
        metric: dlq.metricApproximateNumberOfMessagesVisible({
          period: Duration.minutes(5),
          statistic: 'Maximum',
        }),
        threshold: 0,
      });
    }
    for (const [name, dlq] of Object.entries(props.deadLetterQueuesRead ?? {}) as [QueueName, IQueue][]) {
      this.alarm(`${name}-dlq-received`, `A ${name} job failed for good (its record was marked failed)`, {
        metric: dlq.metricNumberOfMessagesReceived({ period: Duration.minutes(5), statistic: 'Sum' }),
        threshold: 0,
      });
      // Its reader stuck: the failure would not reach the page.
      const limit = OLDEST_MESSAGE_AGE_LIMITS[name];
      this.alarm(
        `${name}-dlq-oldest-message`,
        `A failed ${name} job has waited more than ${limit.toHumanString()} to be marked`,
        {
          metric: dlq.metricApproximateAgeOfOldestMessage({
            period: Duration.minutes(5),
            statistic: 'Maximum',
          }),
          threshold: limit.toSeconds(),
        },
      );
    }
    for (const [name, fn] of Object.entries(props.functions)) {
      this.alarm(`${name}-errors`, `The ${name} function failed (uncaught error or timeout)`, {
        metric: fn.metricErrors({ period: Duration.minutes(5) }),
        threshold: 0,
      });
      this.alarm(
        `${name}-throttles`,
        `The ${name} function was throttled (concurrency limit reached): requests or jobs were refused`,
        { metric: fn.metricThrottles({ period: Duration.minutes(5) }), threshold: 0 },
      );
    }
    for (const [name, queue] of Object.entries(props.queues) as [QueueName, IQueue][]) {
      const limit = OLDEST_MESSAGE_AGE_LIMITS[name];
      this.alarm(
        `${name}-oldest-message`,
        `A ${name} job has waited more than ${limit.toHumanString()} in its queue`,
        {
          metric: queue.metricApproximateAgeOfOldestMessage({
            period: Duration.minutes(5),
            statistic: 'Maximum',
          }),
          threshold: limit.toSeconds(),
        },
      );
    }
    for (const [name, fn] of Object.entries(props.streamConsumers)) {
      this.alarm(
        `${name}-iterator-age`,
        `The ${name} stream consumer is more than ${STREAM_ITERATOR_AGE_LIMIT.toHumanString()} behind`,
        {
          metric: fn.metric('IteratorAge', { period: Duration.minutes(5), statistic: 'Maximum' }),
          threshold: STREAM_ITERATOR_AGE_LIMIT.toMilliseconds(),
        },
      );
    }
    this.alarm('api-5xx', 'The API answered more than five server errors in five minutes', {
      metric: props.httpApi.metricServerError({ period: Duration.minutes(5) }),
      threshold: 5,
    });
    this.alarm(
      'api-429',
      `More than ${API_429_PERCENT_LIMIT} % of API requests were answered 429 (throttled or sign-in locked)`,
      { metric: this.api429Rate(props.httpApi, props.apiAccessLogs), threshold: API_429_PERCENT_LIMIT },
    );
    this.alarm('ses-bounce-rate', 'The SES account bounce rate is above 2 % (SES reviews at 5 %)', {
      metric: this.sesReputation('Reputation.BounceRate'),
      threshold: SES_BOUNCE_RATE_LIMIT,
    });
    this.alarm('ses-complaint-rate', 'The SES account complaint rate is above 0.05 % (review at 0.1 %)', {
      metric: this.sesReputation('Reputation.ComplaintRate'),
      threshold: SES_COMPLAINT_RATE_LIMIT,
    });
    this.budget = this.monthlyBudget(props.monthlyBudgetUsd ?? monthlyBudgetFromContext(this));
  }

  /** 429 answers counted from the access log, as a percentage of all requests. */
  private api429Rate(httpApi: IHttpApi, accessLogs: ILogGroup): IMetric {
    const period = Duration.minutes(5);
    const answers429 = new MetricFilter(this, 'Api429', {
      logGroup: accessLogs,
      // The access log format writes every value as a string.
      filterPattern: FilterPattern.stringValue('$.status', '=', '429'),
      metricNamespace: API_METRICS_NAMESPACE,
      metricName: 'Answers429',
      metricValue: '1',
      defaultValue: 0,
    });
    return new MathExpression({
      expression: `IF(requests >= ${API_429_MIN_REQUESTS}, 100 * answers429 / requests, 0)`,
      usingMetrics: {
        answers429: answers429.metric({ statistic: 'Sum', period }),
        requests: httpApi.metricCount({ statistic: 'Sum', period }),
      },
      label: 'API 429 answers (%)',
      period,
    });
  }

  /** Account-level SES reputation metric (no dimension), published a few times an hour. */
  private sesReputation(metricName: string): Metric {
    return new Metric({ namespace: 'AWS/SES', metricName, statistic: 'Maximum', period: Duration.hours(1) });
  }

  /** Monthly cost budget notifying the alarm topic at 80 % spent and at 100 % forecast. */
  private monthlyBudget(amountUsd: number): CfnBudget {
    this.topic.addToResourcePolicy(
      new PolicyStatement({
        sid: 'BudgetsPublish',
        principals: [new ServicePrincipal('budgets.amazonaws.com')],
        actions: ['sns:Publish'],
        resources: [this.topic.topicArn],
        conditions: { StringEquals: { 'aws:SourceAccount': Aws.ACCOUNT_ID } },
      }),
    );
    const subscribers = [{ subscriptionType: 'SNS', address: this.topic.topicArn }];
    const notification = (notificationType: 'ACTUAL' | 'FORECASTED', threshold: number) => ({
      notification: {
        notificationType,
        comparisonOperator: 'GREATER_THAN',
        threshold,
        thresholdType: 'PERCENTAGE',
      },
      subscribers,
    });
    const budget = new CfnBudget(this, 'MonthlyBudget', {
      budget: {
        budgetName: `${Aws.STACK_NAME}-monthly`,
        budgetType: 'COST',
        timeUnit: 'MONTHLY',
        budgetLimit: { amount: amountUsd, unit: 'USD' },
      },
      notificationsWithSubscribers: [
        notification('ACTUAL', BUDGET_ACTUAL_PERCENT),
        notification('FORECASTED', 100),
      ],
    });
    // Budgets checks that it may publish to the topic when the budget is created.
    budget.node.addDependency(this.topic);
    return budget;
  }

  private alarm(
    id: string,
    description: string,
    { metric, threshold }: { metric: IMetric; threshold: number },
  ) {
    new Alarm(this, id, {
      alarmDescription: description,
      metric,
      threshold,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    }).addAlarmAction(new SnsAction(this.topic));
  }
}
