/**
 * The season's limits, read from the synthesized template: the API keeps its own concurrency and its
 * throttle answers 429 before that runs out; every queue worker has a maximum concurrency; a batch of
 * the slowest accepted photos fits the media worker's timeout with room to spare.
 */
import { describe, expect, it } from 'vitest';
import {
  API_RESERVED_CONCURRENCY,
  MEDIA_WORKER_VCPU,
  WORKER_MAX_CONCURRENCY,
  WORST_PHOTO_CPU_SECONDS,
} from '#shared/capacity.js';
import { type QueueName, queues } from '#shared/resources.js';
import { synthPortal } from './test-support.js';

type Resource = { Properties: Record<string, unknown> };

/** A 250 ms API call: a photo list signs three URLs per photo; most calls are one DynamoDB read. */
const API_CALL_SECONDS = 0.25;
/** Lambda keeps this much of the account's concurrency unreserved, whatever is reserved. */
const LAMBDA_UNRESERVED_MINIMUM = 100;
/** The account concurrency quota the README asks for. */
const ACCOUNT_CONCURRENCY_QUOTA = 1000;

describe('limits', () => {
  it('the API has reserved concurrency, and its throttle answers 429 before the API runs out of it', () => {
    // Prepare
    const { stack, resourceOf, template } = synthPortal();

    // Act
    const reserved = resourceOf(stack.api.handler.fn).Properties.ReservedConcurrentExecutions;
    const stage = (Object.values(template.findResources('AWS::ApiGatewayV2::Stage')) as Resource[])[0];
    const throttle = stage?.Properties.DefaultRouteSettings as {
      ThrottlingRateLimit: number;
      ThrottlingBurstLimit: number;
    };

    // Assess
    expect(reserved).toBe(API_RESERVED_CONCURRENCY);
    expect(throttle.ThrottlingRateLimit * API_CALL_SECONDS).toBeLessThan(Number(reserved));
    expect(throttle.ThrottlingBurstLimit).toBeGreaterThanOrEqual(throttle.ThrottlingRateLimit);
  });

  it('every queue-driven worker has a maximum concurrency, and they fit the account quota with the API', () => {
    // Prepare
    const { stack, template, logicalId } = synthPortal();
    const queueOf = new Map(
      (Object.keys(queues) as QueueName[]).map((name) => [
        JSON.stringify({ 'Fn::GetAtt': [logicalId(stack.data.queues[name]), 'Arn'] }),
        name,
      ]),
    );

    // Act
    const mappings = (Object.values(template.findResources('AWS::Lambda::EventSourceMapping')) as Resource[])
      .map((mapping) => ({
        queue: queueOf.get(JSON.stringify(mapping.Properties.EventSourceArn)),
        maximum: (mapping.Properties.ScalingConfig as { MaximumConcurrency?: number } | undefined)
          ?.MaximumConcurrency,
      }))
      .filter((mapping) => mapping.queue !== undefined);

    // Assess
    expect(mappings.map((mapping) => mapping.queue).sort()).toEqual(Object.keys(queues).sort());
    for (const { queue, maximum } of mappings) {
      expect(maximum, queue).toBe(WORKER_MAX_CONCURRENCY[queue as QueueName]);
      expect(maximum, queue).toBeGreaterThanOrEqual(2);
    }
    const workers = mappings.reduce((sum, mapping) => sum + (mapping.maximum ?? 0), 0);
    expect(API_RESERVED_CONCURRENCY + LAMBDA_UNRESERVED_MINIMUM + workers).toBeLessThanOrEqual(
      ACCOUNT_CONCURRENCY_QUOTA,
    );
  });

  it('a media batch of the slowest accepted photos (48 MP HEIC) takes at most half the worker timeout', () => {
    // Prepare
    const { stack, resourceOf, template, logicalId } = synthPortal();
    const mediaQueue = JSON.stringify({ 'Fn::GetAtt': [logicalId(stack.data.queues.media), 'Arn'] });

    // Act
    const timeout = Number(resourceOf(stack.workers.media.fn).Properties.Timeout);
    const mapping = (
      Object.values(template.findResources('AWS::Lambda::EventSourceMapping')) as Resource[]
    ).find((candidate) => JSON.stringify(candidate.Properties.EventSourceArn) === mediaQueue);
    const batchSize = Number(mapping?.Properties.BatchSize);

    // Assess
    expect(WORST_PHOTO_CPU_SECONDS).toBeGreaterThan(0);
    const photoSeconds = WORST_PHOTO_CPU_SECONDS / Math.min(1, MEDIA_WORKER_VCPU);
    expect(batchSize * photoSeconds * 2).toBeLessThanOrEqual(timeout);
  });
});
