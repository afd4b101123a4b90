import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPowertoolsMetrics, METRICS_NAMESPACE } from './metrics.js';

interface EmfDocument {
  readonly _aws: {
    readonly CloudWatchMetrics: {
      readonly Namespace: string;
      readonly Dimensions: string[][];
      readonly Metrics: { Name: string; Unit: string }[];
    }[];
  };
  readonly service: string;
  readonly [metric: string]: unknown;
}

/** What the function writes to its log (stdout), where CloudWatch reads EMF documents. */
const capture = () => {
  const lines: string[] = [];
  const stdout = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    return true;
  });
  const stderr = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    lines.push(`stderr: ${String(chunk)}`);
    return true;
  });
  return { lines, documents: () => lines.map((line) => JSON.parse(line) as EmfDocument), stdout, stderr };
};

/** EMF keeps repeated values of one metric as a list; CloudWatch adds them up. */
const total = (value: unknown): number =>
  Array.isArray(value) ? value.reduce((sum: number, v: number) => sum + v, 0) : Number(value);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Powertools business metrics', () => {
  it('writes one EMF document per flush, in the portal namespace, with the counts of the invocation', () => {
    // Prepare
    const output = capture();
    const metrics = createPowertoolsMetrics('media-worker');

    // Act
    metrics.count('photosProcessed');
    metrics.count('photosProcessed');
    metrics.count('uploadsRefused');
    metrics.flush();

    // Assess
    const [document, ...others] = output.documents();
    expect(others).toEqual([]);
    const [directive] = document?._aws.CloudWatchMetrics ?? [];
    expect(directive?.Namespace).toBe(METRICS_NAMESPACE);
    expect(directive?.Dimensions).toEqual([['service']]);
    expect(directive?.Metrics).toEqual(
      expect.arrayContaining([
        { Name: 'PhotosProcessed', Unit: 'Count' },
        { Name: 'UploadsRefused', Unit: 'Count' },
      ]),
    );
    expect(document?.service).toBe('media-worker');
    expect(total(document?.PhotosProcessed)).toBe(2);
    expect(total(document?.UploadsRefused)).toBe(1);
  });

  it('starts every invocation from zero', () => {
    // Prepare
    const output = capture();
    const metrics = createPowertoolsMetrics('mail-worker');
    metrics.count('mailsSent', 3);
    metrics.flush();

    // Act
    metrics.count('mailsSent');
    metrics.flush();

    // Assess
    expect(output.documents().map((document) => total(document.MailsSent))).toEqual([3, 1]);
  });

  it('writes nothing, not even a warning, for an invocation that counted nothing', () => {
    // Prepare
    const output = capture();
    const metrics = createPowertoolsMetrics('archive-worker');

    // Act
    metrics.flush();

    // Assess
    expect(output.lines).toEqual([]);
  });
});
