/** The archives store in memory, with the table's rules: progress only on a recorded archive, TTL added. */
import type { ArchiveStore } from '../../functions/adapters/stores/archives.js';
import type { ArchiveRecord } from '../../functions/domain/archive.js';
import { ARCHIVE_RETENTION_DAYS } from '../../shared/limits.js';

export interface InMemoryArchiveStore extends ArchiveStore {
  readonly records: Map<string, ArchiveRecord>;
}

export const inMemoryArchiveStore = (initial: readonly ArchiveRecord[] = []): InMemoryArchiveStore => {
  const records = new Map(initial.map((record) => [record.archiveId, record]));
  const update = (archiveId: string, change: Partial<ArchiveRecord>) => {
    const record = records.get(archiveId);
    // The table's condition: an archive that is not recorded (expired meanwhile) is not written.
    if (!record)
      throw Object.assign(new Error('The conditional request failed'), {
        name: 'ConditionalCheckFailedException',
      });
    records.set(archiveId, { ...record, ...change });
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
    async progress(archiveId, done) {
      update(archiveId, { done });
    },
    async finish(archiveId, status) {
      update(archiveId, { status });
    },
  };
};
