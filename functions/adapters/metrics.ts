/**
 * Business metrics of the workers: what they did, counted, for CloudWatch. The workers see only
 * `count` and `flush`; in the cloud the counts become one Embedded Metric Format document per
 * invocation (Powertools Metrics writes it to the function's log, CloudWatch extracts the metrics,
 * no API call, no permission); the local runtime and the tests count nowhere or in memory.
 */

import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { type BusinessMetrics, businessMetricNames } from '#functions/ports/metrics.js';

export const METRICS_NAMESPACE = 'PortailPhotos';

/** Counts nowhere: the local runtime has no CloudWatch to read a metric log. */
export const noMetrics: BusinessMetrics = { count: () => undefined, flush: () => undefined };

/**
 * Powertools Metrics for one function (`service` dimension). Nothing is written for an invocation
 * that counted nothing: Powertools would warn about empty metrics on every such flush.
 */
export const createPowertoolsMetrics = (
  serviceName: string,
  metrics: Metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName }),
): BusinessMetrics => {
  let counted = false;
  return {
    count: (metric, value = 1) => {
      metrics.addMetric(businessMetricNames[metric], MetricUnit.Count, value);
      counted = true;
    },
    flush: () => {
      if (!counted) return;
      counted = false;
      metrics.publishStoredMetrics();
    },
  };
};
