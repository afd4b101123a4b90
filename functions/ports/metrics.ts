/**
 * The metrics port: what the use cases need of it, in their own terms. Implemented by
 * functions/adapters/metrics.ts; functions/composition hands the implementation to those who take it.
 */

/** The metric names, as CloudWatch shows them in METRICS_NAMESPACE. */
export const businessMetricNames = {
  photosProcessed: 'PhotosProcessed',
  uploadsRefused: 'UploadsRefused',
  archivesBuilt: 'ArchivesBuilt',
  mailsSent: 'MailsSent',
  /** Trainers' batches over, each announced to the administrators by one mail. */
  batchesAnnounced: 'BatchesAnnounced',
  /** Queue messages whose body could not be read, removed rather than retried. */
  unreadableMessages: 'UnreadableMessages',
  /** Paths CloudFront was asked to forget: what invalidations are billed by. */
  edgePathsInvalidated: 'EdgePathsInvalidated',
} as const;

export type BusinessMetric = keyof typeof businessMetricNames;

export interface BusinessMetrics {
  count(metric: BusinessMetric, value?: number): void;
  /** Publishes what was counted since the last flush: once at the end of every invocation. */
  flush(): void;
}
