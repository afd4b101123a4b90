/** The mail log for administrators: newest first, a page at a time, for one stay or for all. */

import type { MailLog } from '#functions/ports/stores/mail-log.js';

import type { MailLogEntryView } from '#shared/admin-schemas.js';

export interface ListMailLogDeps {
  readonly mailLog: Pick<MailLog, 'list'>;
}

export interface ListMailLogInput {
  readonly limit: number;
  /** The `next` of the previous page; a cursor the log did not hand out is refused. */
  readonly cursor?: string | undefined;
  readonly stageId?: string | undefined;
}

export const listMailLog = async (
  deps: ListMailLogDeps,
  input: ListMailLogInput,
): Promise<{ readonly items: MailLogEntryView[]; readonly next: string | null }> => {
  const page = await deps.mailLog.list({
    limit: input.limit,
    ...(input.cursor ? { cursor: input.cursor } : {}),
    ...(input.stageId ? { stageId: input.stageId } : {}),
  });
  return {
    // Bodies never leave the log through the API.
    items: page.items.map((entry) => ({
      id: entry.id,
      to: [...entry.to],
      subject: entry.subject,
      kind: entry.kind,
      stageId: entry.stageId ?? null,
      queued_at: entry.queued_at,
      status: entry.status,
      sent_at: entry.sent_at ?? null,
      error: entry.error ?? null,
    })),
    next: page.next ?? null,
  };
};
