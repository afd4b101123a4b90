/**
 * The mail log in memory, with the store's rules: an entry is recorded once, a sent message stays
 * sent, lists are newest first. Cursors are plain offsets here.
 */
import type { MailLog, MailLogEntry } from '../../functions/adapters/stores/mail-log.js';

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
    async list({ limit, cursor, stageId }) {
      const all = [...entries.values()]
        .filter((entry) => stageId === undefined || entry.stageId === stageId)
        .sort((a, b) => b.queued_at.localeCompare(a.queued_at));
      const start = cursor ? Number(cursor) : 0;
      const end = start + limit;
      return { items: all.slice(start, end), ...(end < all.length ? { next: String(end) } : {}) };
    },
  };
};
