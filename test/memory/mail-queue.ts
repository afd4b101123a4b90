/**
 * A mail queue that keeps what it is given, for unit tests of the jobs that queue mails; it refuses a
 * batch holding the address `failFor`, as SQS would when it is unavailable. Each mail is kept with
 * the id it was queued under: the sender's own, or a new one, as the real queue does.
 */
import { newId } from '#functions/domain/ids.js';
import type { MailMessage, MailQueue } from '#functions/ports/mail-queue.js';

export interface RecordingMailQueue extends MailQueue {
  /** Every message queued so far, in order, with its id. */
  readonly queued: MailMessage[];
}

export const recordingMailQueue = (failFor?: string): RecordingMailQueue => {
  const queued: MailMessage[] = [];
  return {
    queued,
    async enqueue(messages, now = new Date()) {
      if (messages.some((message) => message.to.includes(failFor ?? ''))) {
        throw new Error('SQS unavailable');
      }
      const withIds = messages.map((message) => ({ ...message, id: message.id ?? newId(now) }));
      queued.push(...withIds);
      return withIds.map((message) => message.id);
    },
  };
};
