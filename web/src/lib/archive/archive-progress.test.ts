import { describe, expect, it } from 'vitest';
import type { ArchiveStatus } from '#shared/archive-schemas';
import { archivePollPace } from './archive-progress';

const status = (secondsLeft: number | null): ArchiveStatus => ({
  archiveId: 'a'.repeat(32),
  status: 'en_cours',
  done: 10,
  total: 100,
  fileName: 'Colo.zip',
  url: null,
  parts: [],
  secondsLeft,
  failure: null,
});

describe('archivePollPace', () => {
  it('asks at the steady pace until the server knows the time left, and when little is left', () => {
    expect(archivePollPace(status(null), 2000)).toBe(2000);
    expect(archivePollPace(status(5), 2000)).toBe(2000);
  });

  it('asks less often the longer the zip still takes, half a minute at most', () => {
    expect(archivePollPace(status(120), 2000)).toBe(12_000);
    expect(archivePollPace(status(3600), 2000)).toBe(30_000);
  });
});
