import { describe, expect, it } from 'vitest';
import type { BatchCheck } from '#functions/domain/upload-batch.js';
import { batchMailId } from '#functions/domain/upload-batch.js';
import { messages } from '#shared/messages.js';
import { inMemoryMailLog } from '#test/memory/mail-log.js';
import { inMemoryPhotoStore, readyPhoto } from '#test/memory/photos.js';
import { stay, stayLookup } from '#test/memory/stay-lookup.js';
import { inMemoryUploadBatchStore } from '#test/memory/upload-batches.js';
import { queueMails } from '../mail/queue-mails.js';
import { announceBatch, notePhotoProcessed } from './announce-batch.js';

const STAY = 'stay1';
const DIRECTOR = 'session-a';
const t = (second: number) => new Date(Date.UTC(2026, 6, 25, 12, 0, second));

/** A trainer's batch, its checks as the queue would deliver them, and the mail that goes out. */
const world = () => {
  const batches = inMemoryUploadBatchStore();
  const photos = inMemoryPhotoStore();
  const mailLog = inMemoryMailLog();
  const queued: { id: string; subject: string }[] = [];
  const mail = {
    enqueue: (list: Parameters<typeof queueMails>[1], now?: Date) =>
      queueMails(
        {
          mailLog,
          mailJobs: { send: async (mails) => void queued.push(...mails) },
          keepBodies: true,
        },
        list,
        now ?? t(0),
      ),
  };
  const scheduled: { check: BatchCheck; delay: number }[] = [];
  const checks = {
    schedule: async (check: BatchCheck, delay: number) => void scheduled.push({ check, delay }),
  };
  let now = t(0);
  const deps = {
    batches,
    photos,
    stays: stayLookup(stay(STAY, { nom_stage: 'Colo du lac' })),
    mail,
    config: { siteUrl: 'https://portail.test', adminNotifyEmail: 'admin@portail.test' },
    clock: () => now,
    claimSeconds: 60,
  };
  /** A photo of the batch processed at `at` (and ready, as the worker makes it right after). */
  const processed = async (photoId: string, at: Date, uploader = DIRECTOR) => {
    await notePhotoProcessed({ batches, checks, quietSeconds: 300 }, { stageId: STAY, uploader }, at);
    photos.seed(readyPhoto(STAY, photoId, { uploader }));
  };
  const run = async (check: BatchCheck, at: Date) => {
    now = at;
    const { job: _job, ...end } = check;
    return announceBatch(deps, end);
  };
  return { deps, batches, photos, mailLog, queued, scheduled, processed, run };
};

describe('notePhotoProcessed', () => {
  it('schedules a check of the batch after the quiet period, for each newer photo only', async () => {
    // Prepare
    const { scheduled, processed } = world();
    // Act
    await processed('p1', t(1));
    await processed('p2', t(3));
    await processed('p0', t(2)); // a slower worker finishing an older photo
    // Assess
    expect(scheduled).toEqual([
      {
        check: { job: 'upload-batch-check', stageId: STAY, uploader: DIRECTOR, at: t(1).toISOString() },
        delay: 300,
      },
      {
        check: { job: 'upload-batch-check', stageId: STAY, uploader: DIRECTOR, at: t(3).toISOString() },
        delay: 300,
      },
    ]);
  });

  it("does nothing for an administrator's own deposit", async () => {
    // Prepare
    const { deps, scheduled } = world();
    // Act
    await notePhotoProcessed(
      { batches: deps.batches, checks: { schedule: async () => undefined }, quietSeconds: 300 },
      { stageId: STAY },
      t(1),
    );
    // Assess
    expect(scheduled).toEqual([]);
  });
});

describe('announceBatch', () => {
  it('sends one mail for the batch, from the check of its newest photo, counting every photo', async () => {
    // Prepare
    const { queued, scheduled, processed, run } = world();
    await processed('p1', t(1));
    await processed('p2', t(2));
    await processed('p3', t(3));
    // Act: every check runs once its quiet period is over
    const outcomes = [];
    for (const { check } of scheduled) outcomes.push(await run(check, t(400)));
    // Assess
    expect(outcomes).toEqual(['not-over', 'not-over', 'announced']);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      subject: messages.trainer.mailSubject(3, 'Colo du lac'),
      to: ['admin@portail.test'],
      kind: 'upload-notification',
      stageId: STAY,
      text: messages.trainer.mailText(3, 'Colo du lac', 'https://portail.test/photos-modify/stay1'),
    });
  });

  it('announces a check delivered twice once', async () => {
    // Prepare
    const { queued, scheduled, processed, run } = world();
    await processed('p1', t(1));
    const [last] = scheduled;
    if (!last) throw new Error('no check');
    // Act
    const first = await run(last.check, t(400));
    const again = await run(last.check, t(401));
    // Assess
    expect([first, again]).toEqual(['announced', 'not-over']);
    expect(queued).toHaveLength(1);
  });

  it('counts the next batch of the same trainer in a mail of its own', async () => {
    // Prepare
    const { queued, scheduled, processed, run } = world();
    await processed('p1', t(1));
    await run(scheduled[0]?.check ?? ({} as BatchCheck), t(400));
    // Act: the trainer comes back in the evening
    await processed('p2', t(500));
    await processed('p3', t(501));
    const outcome = await run(scheduled[2]?.check ?? ({} as BatchCheck), t(900));
    // Assess
    expect(outcome).toBe('announced');
    expect(queued.map((mail) => mail.subject)).toEqual([
      messages.trainer.mailSubject(1, 'Colo du lac'),
      messages.trainer.mailSubject(2, 'Colo du lac'),
    ]);
  });

  it("keeps two trainers' batches apart", async () => {
    // Prepare
    const { queued, scheduled, processed, run } = world();
    await processed('p1', t(1), 'session-a');
    await processed('p2', t(1), 'session-b');
    await processed('p3', t(2), 'session-b');
    // Act
    for (const { check } of scheduled) await run(check, t(400));
    // Assess
    expect(queued.map((mail) => mail.subject).sort()).toEqual([
      messages.trainer.mailSubject(1, 'Colo du lac'),
      messages.trainer.mailSubject(2, 'Colo du lac'),
    ]);
  });

  it('leaves out photos already counted, validated or refused, and sends nothing when none is left', async () => {
    // Prepare
    const { photos, queued, scheduled, processed, run } = world();
    await processed('p1', t(1));
    photos.seed(
      readyPhoto(STAY, 'p1', { uploader: DIRECTOR, announced_at: t(0).toISOString() }),
      readyPhoto(STAY, 'p2', { uploader: DIRECTOR, actif: 1 }),
      readyPhoto(STAY, 'p3', { uploader: DIRECTOR, status: 'refusee' }),
    );
    // Act
    const outcome = await run(scheduled[0]?.check ?? ({} as BatchCheck), t(400));
    // Assess
    expect(outcome).toBe('nothing-new');
    expect(queued).toEqual([]);
  });

  it('queues the same mail again when a check failing after the queue is run again', async () => {
    // Prepare: the first run queues the mail, then fails before recording it
    const { deps, batches, mailLog, queued, scheduled, processed } = world();
    await processed('p1', t(1));
    await processed('p2', t(2));
    const check = scheduled[1]?.check ?? ({} as BatchCheck);
    const { job: _job, ...end } = check;
    const failingFinish = {
      ...batches,
      finish: async () => {
        throw new Error('DynamoDB unavailable');
      },
    };
    const failed = await announceBatch({ ...deps, batches: failingFinish }, end).catch((e: unknown) => e);
    // Act
    const retried = await announceBatch(deps, end);
    // Assess
    expect(failed).toBeInstanceOf(Error);
    expect(retried).toBe('announced');
    expect(queued.map((mail) => [mail.id, mail.subject])).toEqual([
      [batchMailId(end), messages.trainer.mailSubject(2, 'Colo du lac')],
      [batchMailId(end), messages.trainer.mailSubject(2, 'Colo du lac')],
    ]);
    expect([...mailLog.entries.keys()]).toEqual([batchMailId(end)]);
  });

  it('lets a second check wait while the first holds the end, and take it once the claim is over', async () => {
    // Prepare: a check stopped (its Lambda timed out) while it held the end
    const { batches, queued, scheduled, processed, run } = world();
    await processed('p1', t(1));
    const check = scheduled[0]?.check ?? ({} as BatchCheck);
    const { job: _job, ...end } = check;
    expect(await batches.claim(end, t(400), t(460))).toBe(true);
    // Act
    const meanwhile = await run(check, t(430));
    const later = await run(check, t(470));
    // Assess
    expect([meanwhile, later]).toEqual(['not-over', 'announced']);
    expect(queued).toHaveLength(1);
  });

  it('sends nothing for a deleted stay', async () => {
    // Prepare
    const { deps, queued, scheduled, processed } = world();
    await processed('p1', t(1));
    const { job: _job, ...end } = scheduled[0]?.check ?? ({} as BatchCheck);
    // Act
    const outcome = await announceBatch({ ...deps, stays: stayLookup() }, end);
    // Assess
    expect(outcome).toBe('stay-gone');
    expect(queued).toEqual([]);
  });
});
