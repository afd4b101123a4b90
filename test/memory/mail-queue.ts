/**
 * A mail queue that keeps what it is given, for unit tests of the jobs that queue mails; it refuses a
 * batch holding the address `failFor`, as SQS would when it is unavailable.
 */
import type { MailMessage, MailQueue } from '#functions/ports/mail-queue.js';

export interface RecordingMailQueue extends MailQueue {
  /** Every message queued so far, in order. */
  readonly queued: MailMessage[];
}

export const recordingMailQueue = (failFor?: string): RecordingMailQueue => {
  const queued: MailMessage[] = [];
  return {
    queued,
    async enqueue(messages) {
      if (messages.some((message) => message.to.includes(failFor ?? ''))) {
        throw new Error('SQS unavailable');
      }
      queued.push(...messages);
      return messages.map((_, index) => `m${queued.length + index}`);
    },
  };
};
