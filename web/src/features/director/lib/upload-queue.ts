/**
 * The deposit's queue, kept in the browser's IndexedDB: every chosen photo as a Blob with its place
 * in the batch and, once signed, the photo it was signed for. A reload, a closed tab or a phone that
 * slept finds here what is left to send; a file leaves the queue only once storage has it.
 * `idb` (Jake Archibald's, about 1 kB) turns IndexedDB's request callbacks into promises and types
 * the stores; hand-written, the same would be error-prone event plumbing.
 *
 * One queue per signed-in identity and stay (`scope`): a phone lent to the team of another stay, or
 * an administrator signed in on the same browser, never sends or sees someone else's photos.
 */
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { DepositContentType } from '#shared/limits';

export interface QueuedFile {
  readonly id: string;
  readonly scope: string;
  /** When the file was chosen, then its place in the batch: the queue is sent in that order. */
  readonly addedAt: number;
  readonly order: number;
  readonly name: string;
  readonly type: DepositContentType;
  readonly size: number;
  readonly blob: Blob;
  /** Set once signed: a PUT to it may have reached storage even if the page never heard back. */
  readonly photoId?: string;
}

interface QueueSchema extends DBSchema {
  files: { key: string; value: QueuedFile; indexes: { scope: string } };
}

/** Files chosen this long ago belong to a stay long over: dropped rather than sent. */
export const QUEUE_MAX_AGE_MS = 30 * 24 * 3600 * 1000;

const DB_NAME = 'depot-photos';

export interface UploadQueue {
  /** Adds the files of a new batch, after what is already queued for the scope. */
  add(
    scope: string,
    files: readonly { readonly file: Blob & { readonly name: string }; readonly type: DepositContentType }[],
  ): Promise<QueuedFile[]>;
  /** What is left for the scope, in sending order; stale files are dropped on the way. */
  list(scope: string): Promise<QueuedFile[]>;
  signed(id: string, photoId: string): Promise<void>;
  /** Storage has the file: it leaves the queue. */
  remove(id: string): Promise<void>;
}

const byOrder = (a: QueuedFile, b: QueuedFile): number => a.addedAt - b.addedAt || a.order - b.order;

/** A batch as the queue keeps it: one entry per file, in the order chosen, all added at once. */
const queuedFiles = (
  scope: string,
  files: Parameters<UploadQueue['add']>[1],
  addedAt: number,
): QueuedFile[] =>
  files.map(({ file, type }, order) => ({
    id: crypto.randomUUID(),
    scope,
    addedAt,
    order,
    name: file.name,
    type,
    size: file.size,
    blob: file,
  }));

export const openUploadQueue = async (now: () => number = Date.now): Promise<UploadQueue> => {
  const db: IDBPDatabase<QueueSchema> = await openDB<QueueSchema>(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore('files', { keyPath: 'id' }).createIndex('scope', 'scope');
    },
  });
  return {
    async add(scope, files) {
      const entries = queuedFiles(scope, files, now());
      // One transaction: either the whole batch is kept or none of it (a full disk refuses it).
      const tx = db.transaction('files', 'readwrite');
      await Promise.all([...entries.map((entry) => tx.store.put(entry)), tx.done]);
      return entries;
    },
    async list(scope) {
      const all = await db.getAllFromIndex('files', 'scope', scope);
      const stale = all.filter((entry) => now() - entry.addedAt > QUEUE_MAX_AGE_MS);
      if (stale.length > 0) {
        const tx = db.transaction('files', 'readwrite');
        await Promise.all([...stale.map((entry) => tx.store.delete(entry.id)), tx.done]);
      }
      return all.filter((entry) => !stale.includes(entry)).sort(byOrder);
    },
    async signed(id, photoId) {
      const tx = db.transaction('files', 'readwrite');
      const entry = await tx.store.get(id);
      if (entry) await tx.store.put({ ...entry, photoId });
      await tx.done;
    },
    async remove(id) {
      await db.delete('files', id);
    },
  };
};

/**
 * The scope of the signed-in token: its subject (the role and stay, or the administrator) and the
 * stay of the page. The token is only read here, never trusted: the server checks every call.
 */
export const queueScope = (token: string | null, stayId: string): string => {
  let subject = 'anonyme';
  try {
    const payload = (token ?? '').split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const parsed: unknown = JSON.parse(json);
    if (typeof parsed === 'object' && parsed !== null && 'sub' in parsed && typeof parsed.sub === 'string')
      subject = parsed.sub;
  } catch {
    // An unreadable token gets the anonymous scope; the server refuses it anyway.
  }
  return `${subject}|${stayId}`;
};

/**
 * Where IndexedDB is refused (a private window of an old Safari, a full disk): the same queue in
 * memory, so the batch still goes; the page says the photos are not kept.
 */
export const memoryUploadQueue = (now: () => number = Date.now): UploadQueue => {
  const entries = new Map<string, QueuedFile>();
  return {
    async add(scope, files) {
      const added = queuedFiles(scope, files, now());
      for (const entry of added) entries.set(entry.id, entry);
      return added;
    },
    async list(scope) {
      return [...entries.values()].filter((entry) => entry.scope === scope).sort(byOrder);
    },
    async signed(id, photoId) {
      const entry = entries.get(id);
      if (entry) entries.set(id, { ...entry, photoId });
    },
    async remove(id) {
      entries.delete(id);
    },
  };
};
