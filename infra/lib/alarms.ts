/**
 * Alarms on what users would otherwise discover first: a job in a dead-letter queue (a photo that
 * never appeared), a function that fails, an API answering 5xx. They notify an SNS topic, to which
 * context `alarmEmail` subscribes an address.
 */
import { Duration } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, type Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

export interface AlarmsProps {
  readonly deadLetterQueues: Readonly<Record<string, IQueue>>;
  readonly functions: Readonly<Record<string, IFunction>>;
  readonly httpApi: IHttpApi;
  readonly email?: string | undefined;
}

export class Alarms extends Construct {
  readonly topic: Topic;

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
    for (const [name, fn] of Object.entries(props.functions)) {
      this.alarm(`${name}-errors`, `The ${name} function failed (uncaught error or timeout)`, {
        metric: fn.metricErrors({ period: Duration.minutes(5) }),
        threshold: 0,
      });
    }
    this.alarm('api-5xx', 'The API answered more than five server errors in five minutes', {
      metric: props.httpApi.metricServerError({ period: Duration.minutes(5) }),
      threshold: 5,
    });
  }

  private alarm(
    id: string,
    description: string,
    { metric, threshold }: { metric: Metric; threshold: number },
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
