/**
 * The page's side of the face worker: one request, one answer, matched by number. A request whose
 * signal aborts is answered at once with the abort; the worker skips it if it has not started.
 */
import type { WorkerReply, WorkerRequest } from './protocol';

type Payload<R> = R extends WorkerRequest ? Omit<R, 'id'> : never;
type Question = Payload<Exclude<WorkerRequest, { kind: 'drop' }>>;

export interface WorkerClient {
  ask(question: Question, signal?: AbortSignal): Promise<WorkerReply>;
  terminate(): void;
}

export function startFaceWorker(): WorkerClient {
  const worker = new Worker(new URL('./face-worker.ts', import.meta.url), {
    type: 'module',
    name: 'visages',
  });
  const waiting = new Map<number, { resolve(reply: WorkerReply): void; reject(error: unknown): void }>();
  let next = 1;
  const failAll = (error: unknown) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  worker.addEventListener('message', (event: MessageEvent<WorkerReply>) => {
    const reply = event.data;
    const waiter = waiting.get(reply.id);
    if (!waiter) return;
    waiting.delete(reply.id);
    if (reply.kind === 'failed') waiter.reject(new Error(reply.message));
    else waiter.resolve(reply);
  });
  worker.addEventListener('error', (event) => failAll(new Error(event.message || 'The face worker failed')));

  return {
    ask: (question, signal) =>
      new Promise<WorkerReply>((resolve, reject) => {
        if (signal?.aborted) return reject(signal.reason);
        const id = next++;
        waiting.set(id, { resolve, reject });
        signal?.addEventListener(
          'abort',
          () => {
            if (!waiting.delete(id)) return;
            worker.postMessage({ kind: 'drop', ids: [id] } satisfies WorkerRequest);
            reject(signal.reason);
          },
          { once: true },
        );
        worker.postMessage({ ...question, id } as WorkerRequest);
      }),
    terminate: () => {
      worker.terminate();
      failAll(new DOMException('The face finder was closed', 'AbortError'));
    },
  };
}
