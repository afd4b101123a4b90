/** The archives store in memory, with the table's rules: progress only on a recorded archive, TTL added. */

import { type ArchivePart, type ArchiveRecord, partsOf } from '#functions/domain/archive.js';
import type { ArchiveStore } from '#functions/ports/stores/archives.js';
import { ARCHIVE_RETENTION_DAYS } from '#shared/limits.js';

export interface InMemoryArchiveStore extends ArchiveStore {
  readonly records: Map<string, ArchiveRecord>;
}

const conditionFailed = () =>
  Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' });

export const inMemoryArchiveStore = (initial: readonly ArchiveRecord[] = []): InMemoryArchiveStore => {
  const records = new Map(initial.map((record) => [record.archiveId, record]));
  const withPart = (
    archiveId: string,
    part: number,
    change: (current: ArchivePart) => Partial<ArchivePart>,
  ) => {
    const record = records.get(archiveId);
    // The table's condition: an archive that is not recorded (expired meanwhile) is not written.
    if (!record) throw conditionFailed();
    const parts = [...partsOf(record)];
    const current = parts[part];
    if (!current) throw new Error(`No part ${part}`);
    parts[part] = { ...current, ...change(current) };
    return { record, parts };
  };
  return {
    records,
    async get(archiveId) {
      return records.get(archiveId);
    },
    async start(archive) {
      records.set(archive.archiveId, {
        ...archive,
        expires_at: Math.floor(Date.parse(archive.requested_at) / 1000) + ARCHIVE_RETENTION_DAYS * 86_400,
      });
    },
    async progress(archiveId, part, { done, written, at }) {
      const { record, parts } = withPart(archiveId, part, () => ({ done, written }));
      records.set(archiveId, { ...record, parts, updated_at: at });
    },
    async partReady(archiveId, part, at) {
      const record = records.get(archiveId);
      if (!record || partsOf(record)[part]?.status === 'prete') return 'already';
      const { parts } = withPart(archiveId, part, (current) => ({ status: 'prete', done: current.count }));
      const ready = (record.ready ?? 0) + 1;
      const finished = ready >= parts.length && record.status === 'en_cours';
      records.set(archiveId, {
        ...record,
        parts,
        ready,
        updated_at: at,
        ...(finished ? { status: 'prete', done: record.total } : {}),
      });
      return finished ? 'archive-ready' : 'part-ready';
    },
    async partFailed(archiveId, part, failure, at) {
      const record = records.get(archiveId);
      if (!record || partsOf(record)[part]?.status === 'prete') return;
      const { parts } = withPart(archiveId, part, () => ({ status: 'echec' }));
      records.set(archiveId, { ...record, parts, status: 'echec', failure, updated_at: at });
    },
  };
};
