/**
 * The memory of the renderer process that draws a page. The DevTools protocol gives the JS heap and
 * the number of DOM nodes, not what the images, the layout and the compositor of a long gallery hold
 * besides: Chrome's own memory dump does (its private footprint, what its task manager shows, and its
 * cache of decoded images), and Linux's `/proc` gives the resident memory, that cache included.
 */
import { readFile } from 'node:fs/promises';
import type { Devtools } from './bare-chromium.js';

/** The resident memory of a process, MB (`VmRSS`: shared memory mapped by it included). */
export const residentMb = async (pid: number): Promise<number> => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = status.match(/^VmRSS:\s+(\d+) kB/m)?.[1];
  if (kb === undefined) throw new Error('VmRSS absent de l’état du processus');
  return Number(kb) / 1024;
};

/**
 * The process id of the renderer drawing the one page open in the browser (given its own session).
 * The protocol does not tie a page to its process; the browser may keep a spare renderer ready for
 * the next page, which holds little. With one page open, the renderer holding the most memory is
 * that page's.
 */
export const pageRenderer = async (browser: Devtools): Promise<number> => {
  const { processInfo } = await browser.send('SystemInfo.getProcessInfo');
  const renderers = await Promise.all(
    processInfo
      .filter((process) => process.type === 'renderer')
      .map(async (process) => ({ pid: process.id, residentMb: await residentMb(process.id) })),
  );
  const largest = renderers.sort((a, b) => b.residentMb - a.residentMb)[0];
  if (!largest) throw new Error('aucun processus de rendu');
  return largest.pid;
};

export interface RendererMemory {
  /** Chrome's private memory footprint of the process, MB. */
  readonly privateMb: number;
  /** Of the resident memory, the compositor's cache of decoded images (discardable shared memory), MB. */
  readonly decodedImagesMb: number;
  readonly residentMb: number;
}

/** A memory dump's event, with the fields read here (sizes are hexadecimal strings of bytes). */
interface DumpEvent {
  readonly ph: string;
  readonly pid: number;
  readonly args?: {
    readonly dumps?: {
      readonly process_totals?: { readonly private_footprint_bytes?: string };
      readonly allocators?: Readonly<
        Record<string, { readonly attrs?: { readonly effective_size?: { readonly value?: string } } }>
      >;
    };
  };
}

const megabytes = (hexBytes: string | undefined): number =>
  hexBytes === undefined ? Number.NaN : Number.parseInt(hexBytes, 16) / 1024 ** 2;

/** Chrome's memory dump of the renderer `pid`, after a garbage collection (`deterministic`). */
export const rendererMemory = async (devtools: Devtools, pid: number): Promise<RendererMemory> => {
  const events: DumpEvent[] = [];
  const collect = ({ value }: { value: unknown[] }) => events.push(...(value as DumpEvent[]));
  devtools.on('Tracing.dataCollected', collect);
  const complete = new Promise((resolve) => devtools.once('Tracing.tracingComplete', resolve));
  await devtools.send('Tracing.start', {
    traceConfig: { includedCategories: ['disabled-by-default-memory-infra'] },
    transferMode: 'ReportEvents',
  });
  const { success } = await devtools.send('Tracing.requestMemoryDump', {
    deterministic: true,
    levelOfDetail: 'detailed',
  });
  await devtools.send('Tracing.end');
  await complete;
  devtools.off('Tracing.dataCollected', collect);
  if (!success) throw new Error('le navigateur n’a pas fait le relevé mémoire');
  // Chrome may add its own periodic dumps to the trace: the last one, asked for, is read.
  const dumps = events
    .filter((event) => event.ph === 'v' && event.pid === pid)
    .map((event) => event.args?.dumps);
  const totals = dumps.findLast((dump) => dump?.process_totals)?.process_totals;
  const allocators = dumps.findLast((dump) => dump?.allocators)?.allocators;
  return {
    privateMb: megabytes(totals?.private_footprint_bytes),
    decodedImagesMb: megabytes(allocators?.['cc/image_memory']?.attrs?.effective_size?.value ?? '0'),
    residentMb: await residentMb(pid),
  };
};
