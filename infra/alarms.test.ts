import { describe, expect, it } from 'vitest';
import { deadLettersReadByWorker } from '#shared/resources.js';
import {
  API_429_PERCENT_LIMIT,
  OLDEST_MESSAGE_AGE_LIMITS,
  SES_BOUNCE_RATE_LIMIT,
  SES_COMPLAINT_RATE_LIMIT,
  STREAM_ITERATOR_AGE_LIMIT,
} from './lib/alarms.js';
import { synthesize } from './test-support.js';

interface Resource {
  readonly Type: string;
  readonly Properties: Record<string, unknown>;
  readonly DependsOn?: string[];
}

interface MetricStat {
  readonly Metric: { Namespace: string; MetricName: string; Dimensions?: { Name: string; Value: unknown }[] };
  readonly Stat: string;
}

interface AlarmProperties {
  readonly MetricName?: string;
  readonly Namespace?: string;
  readonly Dimensions?: { Name: string; Value: unknown }[];
  readonly Threshold: number;
  readonly ComparisonOperator: string;
  readonly AlarmActions: unknown[];
  readonly Metrics?: { Id: string; Expression?: string; MetricStat?: MetricStat }[];
}

const ALARM_EMAIL = 'astreinte@colo.example';

/** One synth for the file, with an alarm address and a budget as a deployment would give them. */
const portal = synthesize({ context: { alarmEmail: ALARM_EMAIL, monthlyBudgetUsd: '450' } });
const resources = portal.template.toJSON().Resources as Record<string, Resource>;
const ofType = (type: string) => Object.entries(resources).filter(([, resource]) => resource.Type === type);
const alarms = ofType('AWS::CloudWatch::Alarm').map(
  ([, alarm]) => alarm.Properties as unknown as AlarmProperties,
);
const topicRef = { Ref: portal.logicalId(portal.stack.node.findChild('Alarms').node.findChild('Topic')) };

/** The one resource of a list, or a failure that says what was found. */
const one = (found: [string, Resource][], what: string): [string, Resource] => {
  const [first, ...others] = found;
  if (!first || others.length > 0) throw new Error(`Expected one ${what}, found ${found.length}`);
  return first;
};

/** The logical id behind `{ Ref: id }` or `{ Fn::GetAtt: [id, …] }`. */
const target = (value: unknown): string | undefined => {
  const node = value as { Ref?: string; 'Fn::GetAtt'?: [string, string] };
  return node.Ref ?? node['Fn::GetAtt']?.[0];
};

const alarmOn = (metricName: string, dimension: string, logicalId: string) =>
  alarms.filter(
    (alarm) =>
      alarm.MetricName === metricName &&
      alarm.Dimensions?.some((d) => d.Name === dimension && target(d.Value) === logicalId),
  );

/** Every function something invokes while the portal runs: event sources, schedules, the API. */
const runtimeFunctions = (): Set<string> => {
  const ids = [
    ...ofType('AWS::Lambda::EventSourceMapping').map(([, m]) => target(m.Properties.FunctionName)),
    ...ofType('AWS::Scheduler::Schedule').map(([, s]) =>
      target((s.Properties.Target as { Arn: unknown }).Arn),
    ),
    ...ofType('AWS::ApiGatewayV2::Integration').map(([, i]) => target(i.Properties.IntegrationUri)),
  ];
  return new Set(ids.filter((id): id is string => id !== undefined));
};

describe('alarms', () => {
  it('every alarm notifies the topic, to which the alarm address is subscribed', () => {
    // Act
    const subscriptions = ofType('AWS::SNS::Subscription').map(([, s]) => s.Properties);

    // Assess
    expect(alarms.length).toBeGreaterThan(0);
    for (const alarm of alarms) expect(alarm.AlarmActions).toEqual([topicRef]);
    expect(subscriptions).toEqual([{ Protocol: 'email', Endpoint: ALARM_EMAIL, TopicArn: topicRef }]);
  });

  it('every function run by an event source, a schedule or the API alarms on throttles and errors', () => {
    // Act
    const functions = runtimeFunctions();

    // Assess
    expect(functions.size).toBe(9);
    for (const fn of functions) {
      for (const metric of ['Throttles', 'Errors']) {
        const [alarm] = alarmOn(metric, 'FunctionName', fn);
        expect(alarm, `${metric} of ${fn}`).toMatchObject({
          Namespace: 'AWS/Lambda',
          Threshold: 0,
          ComparisonOperator: 'GreaterThanThreshold',
        });
      }
    }
  });

  it('every queue a function consumes alarms on the age of its oldest message', () => {
    // Prepare
    const limits = new Map(
      Object.entries(portal.stack.data.queues).map(([name, queue]) => [
        portal.logicalId(queue),
        OLDEST_MESSAGE_AGE_LIMITS[name as keyof typeof OLDEST_MESSAGE_AGE_LIMITS].toSeconds(),
      ]),
    );
    // The dead-letter queues their worker reads, with their queue's limit.
    for (const name of deadLettersReadByWorker)
      limits.set(
        portal.logicalId(portal.stack.data.deadLetterQueues[name]),
        OLDEST_MESSAGE_AGE_LIMITS[name].toSeconds(),
      );

    // Act
    const consumed = ofType('AWS::Lambda::EventSourceMapping')
      .map(([, m]) => target(m.Properties.EventSourceArn))
      .filter((id): id is string => id !== undefined && resources[id]?.Type === 'AWS::SQS::Queue');

    // Assess
    expect(consumed.length).toBe(5 + deadLettersReadByWorker.length);
    for (const queue of consumed) {
      const [alarm] = alarmOn('ApproximateAgeOfOldestMessage', 'QueueName', queue);
      expect(alarm, queue).toMatchObject({ Namespace: 'AWS/SQS', Threshold: limits.get(queue) });
      expect(limits.get(queue)).toBeGreaterThan(0);
    }
  });

  it('the consumer of the photos stream alarms when it falls an hour behind', () => {
    // Act
    const streamConsumers = ofType('AWS::Lambda::EventSourceMapping')
      .filter(
        ([, m]) =>
          (m.Properties.EventSourceArn as { 'Fn::GetAtt'?: string[] })['Fn::GetAtt']?.[1] === 'StreamArn',
      )
      .map(([, m]) => target(m.Properties.FunctionName) ?? '');

    // Assess
    expect(streamConsumers).toEqual([portal.logicalId(portal.stack.photoExpiry.handler.fn)]);
    for (const fn of streamConsumers) {
      const [alarm] = alarmOn('IteratorAge', 'FunctionName', fn);
      expect(alarm).toMatchObject({
        Namespace: 'AWS/Lambda',
        Threshold: STREAM_ITERATOR_AGE_LIMIT.toMilliseconds(),
      });
      // A stream keeps its records 24 hours: the alarm must come well before they are lost.
      expect(STREAM_ITERATOR_AGE_LIMIT.toHours()).toBeLessThanOrEqual(6);
    }
  });

  it('the API alarms on its share of 429 answers, counted from the access log', () => {
    // Prepare
    const [, stage] = one(ofType('AWS::ApiGatewayV2::Stage'), 'API stage');
    const accessLog = stage.Properties.AccessLogSettings as { DestinationArn: unknown; Format: string };
    const [, filter] = one(ofType('AWS::Logs::MetricFilter'), 'metric filter');

    // Act
    const alarm = alarms.find((a) => a.Metrics?.some((m) => m.Expression?.includes('answers429')));

    // Assess
    // The status is written as a string, which is what the filter pattern compares.
    expect(JSON.parse(accessLog.Format)).toMatchObject({ status: '$context.status' });
    expect(filter.Properties).toMatchObject({
      LogGroupName: { Ref: target(accessLog.DestinationArn) },
      FilterPattern: '{ $.status = "429" }',
    });
    const transformation = (filter.Properties.MetricTransformations as Record<string, unknown>[])[0];
    expect(alarm?.Threshold).toBe(API_429_PERCENT_LIMIT);
    const stats = alarm?.Metrics?.flatMap((m) => (m.MetricStat ? [m.MetricStat] : [])) ?? [];
    expect(stats.map((s) => [s.Metric.Namespace, s.Metric.MetricName, s.Stat]).sort()).toEqual([
      ['AWS/ApiGateway', 'Count', 'Sum'],
      [transformation?.MetricNamespace, transformation?.MetricName, 'Sum'],
    ]);
    const count = stats.find((s) => s.Metric.MetricName === 'Count');
    expect(count?.Metric.Dimensions).toEqual([
      { Name: 'ApiId', Value: { Ref: portal.logicalId(portal.stack.api.httpApi) } },
    ]);
  });

  it('the account-level SES bounce and complaint rates alarm before SES reviews the account', () => {
    // Act
    const ses = alarms.filter((alarm) => alarm.Namespace === 'AWS/SES');

    // Assess
    expect(
      ses.map(({ MetricName, Dimensions, Threshold }) => ({ MetricName, Dimensions, Threshold })),
    ).toEqual(
      expect.arrayContaining([
        { MetricName: 'Reputation.BounceRate', Dimensions: undefined, Threshold: SES_BOUNCE_RATE_LIMIT },
        {
          MetricName: 'Reputation.ComplaintRate',
          Dimensions: undefined,
          Threshold: SES_COMPLAINT_RATE_LIMIT,
        },
      ]),
    );
    expect(SES_BOUNCE_RATE_LIMIT).toBeLessThan(0.05);
    expect(SES_COMPLAINT_RATE_LIMIT).toBeLessThan(0.001);
  });
});

describe('budget', () => {
  it('a monthly cost budget of the configured amount notifies the alarm topic', () => {
    // Act
    const budgets = ofType('AWS::Budgets::Budget');

    // Assess
    const [, budget] = one(budgets, 'budget');
    expect(budget.Properties).toMatchObject({
      Budget: { BudgetType: 'COST', TimeUnit: 'MONTHLY', BudgetLimit: { Amount: 450, Unit: 'USD' } },
    });
    const notifications = budget.Properties.NotificationsWithSubscribers as {
      Notification: { NotificationType: string; Threshold: number };
      Subscribers: unknown[];
    }[];
    expect(notifications.map((n) => [n.Notification.NotificationType, n.Notification.Threshold])).toEqual([
      ['ACTUAL', 80],
      ['FORECASTED', 100],
    ]);
    for (const n of notifications) {
      expect(n.Subscribers).toEqual([{ SubscriptionType: 'SNS', Address: topicRef }]);
    }
  });

  it('AWS Budgets may publish to the topic, and the budget waits for that permission', () => {
    // Act
    const policies = ofType('AWS::SNS::TopicPolicy').filter(([, p]) =>
      (p.Properties.Topics as unknown[]).some((t) => JSON.stringify(t) === JSON.stringify(topicRef)),
    );
    const [policyId, policy] = one(policies, 'policy of the alarm topic');
    const [, budget] = one(ofType('AWS::Budgets::Budget'), 'budget');

    // Assess
    const statements = (policy.Properties.PolicyDocument as { Statement: Record<string, unknown>[] })
      .Statement;
    expect(statements).toContainEqual(
      expect.objectContaining({
        Effect: 'Allow',
        Principal: { Service: 'budgets.amazonaws.com' },
        Action: 'sns:Publish',
        Resource: topicRef,
      }),
    );
    expect(budget.DependsOn).toContain(policyId);
  });
});
