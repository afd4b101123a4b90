/**
 * The mail log in memory, with the store's rules: an entry is recorded once, a sent message stays
 * sent, lists are newest first. Cursors are the real store's: the last entry's index key, so a
 * cursor this list did not hand out is an InvalidCursorError here too.
 */

import { decodeCursor, encodeCursor } from '#functions/adapters/page-cursor.js';
import type { MailLogEntry } from '#functions/domain/mail.js';
import type { MailLog } from '#functions/ports/stores/mail-log.js';

export interface InMemoryMailLog extends MailLog {
  readonly entries: Map<string, MailLogEntry>;
}

export const inMemoryMailLog = (): InMemoryMailLog => {
  const entries = new Map<string, MailLogEntry>();
  return {
    entries,
    async get(id) {
      return entries.get(id);
    },
    async recordQueued(entry) {
      if (!entries.has(entry.id)) entries.set(entry.id, { ...entry, feed: 'mail', status: 'en_file' });
    },
    async markSent(id, at) {
      const entry = entries.get(id);
      if (!entry || entry.status === 'envoye') return false;
      const { error: _error, ...rest } = entry;
      entries.set(id, {
        ...rest,
        status: 'envoye',
        sent_at: at.toISOString(),
        attempts: (entry.attempts ?? 0) + 1,
      });
      return true;
    },
    async markFailed(id, error, at) {
      const entry = entries.get(id);
      if (!entry || entry.status === 'envoye') return;
      entries.set(id, {
        ...entry,
        status: 'echec',
        error,
        failed_at: at.toISOString(),
        attempts: (entry.attempts ?? 0) + 1,
      });
    },
    async list({ limit, cursor, stageId: stayId }) {
      const partition = stayId ? { name: 'stageId', value: stayId } : { name: 'feed', value: 'mail' };
      const after = decodeCursor(cursor, partition, ['id', 'queued_at']);
      const newestFirst = (a: MailLogEntry, b: MailLogEntry) =>
        b.queued_at.localeCompare(a.queued_at) || b.id.localeCompare(a.id);
      const all = [...entries.values()]
        .filter((entry) => stayId === undefined || entry.stageId === stayId)
        .sort(newestFirst);
      // The page starts after the cursor's entry: every entry that sorts up to it is skipped.
      const from = after && { id: after.id ?? '', queued_at: after.queued_at ?? '' };
      const start = from ? all.filter((entry) => newestFirst(entry, { ...entry, ...from }) <= 0).length : 0;
      const items = all.slice(start, start + limit);
      const last = items.at(-1);
      const key = last && { [partition.name]: partition.value, id: last.id, queued_at: last.queued_at };
      return { items, ...(key && start + limit < all.length ? { next: encodeCursor(key) } : {}) };
    },
  };
};
