/**
 * An administrator mails a stay's passwords (or any message) to typed addresses, to every director or
 * family of a stay, or both. The stay's addresses are read here, by key, so that the browser never
 * holds a list of thousands. The request only queues the mail; the mail worker sends it at the pace
 * SES allows. A repeat of the same request (same idempotency key) is answered once, by the HTTP layer.
 */

import { isMailAddress } from '#functions/domain/mail.js';
import { splitRecipients } from '#functions/domain/people.js';
import { uniqueAddresses } from '#functions/domain/recipients.js';
import type { MailQueue } from '#functions/ports/mail-queue.js';
import type { DirectorStore } from '#functions/ports/stores/directors.js';
import type { ParticipantStore } from '#functions/ports/stores/participants.js';
import { messages } from '#shared/messages.js';
import { ServiceError } from '../service-error.js';
import { type RequireStayDeps, requireStay } from '../stays/require-stay.js';

export interface QueueAdminMailDeps extends RequireStayDeps {
  readonly mail: MailQueue;
  readonly clock: () => Date;
  readonly participants: Pick<ParticipantStore, 'addressesByStay'>;
  readonly directors: Pick<DirectorStore, 'listByStay'>;
}

export interface QueueAdminMailInput {
  /** Addresses as typed, separated by semicolons, commas or lines. */
  readonly to?: string | undefined;
  readonly subject: string;
  readonly message: string;
  readonly stageId?: string | undefined;
  /** Adds every address of the stay: its directors (formateur) or its families (stagiaire). */
  readonly stayRecipients?: 'formateur' | 'stagiaire' | undefined;
}

/** The stay's addresses of one kind, empty ones left out (a family imported without one). */
const stayAddresses = async (
  deps: QueueAdminMailDeps,
  stayId: string,
  type: 'formateur' | 'stagiaire',
): Promise<string[]> => {
  const addresses =
    type === 'formateur'
      ? (await deps.directors.listByStay(stayId)).map((director) => director.mail)
      : await deps.participants.addressesByStay(stayId);
  return addresses.map((address) => address.trim()).filter(Boolean);
};

export const queueAdminMail = async (
  deps: QueueAdminMailDeps,
  input: QueueAdminMailInput,
): Promise<{ readonly message: string; readonly queued: number }> => {
  const { stageId: stayId, stayRecipients } = input;
  if (stayRecipients && !stayId) {
    throw new ServiceError('invalid', messages.backOffice.stayRecipientsNeedStay);
  }
  const typed = splitRecipients(input.to ?? '');
  const invalidTyped = typed.find((address) => !isMailAddress(address));
  if (invalidTyped !== undefined) {
    throw new ServiceError('invalid', messages.backOffice.invalidRecipient(invalidTyped));
  }
  if (stayId) await requireStay(deps, stayId);
  const ofStay = stayId && stayRecipients ? await stayAddresses(deps, stayId, stayRecipients) : [];
  // A stored address that is not one would fail at sending: named now, nothing queued.
  const invalidStored = ofStay.find((address) => !isMailAddress(address));
  if (invalidStored !== undefined) {
    throw new ServiceError('invalid', messages.backOffice.invalidRecipient(invalidStored));
  }
  const recipients = uniqueAddresses([...ofStay, ...typed]);
  if (recipients.length === 0) throw new ServiceError('invalid', messages.admin.mailRequired);
  // One mail per address: families never see each other's addresses, a director gets one mail.
  const ids = await deps.mail.enqueue(
    recipients.map((address) => ({
      to: [address],
      subject: input.subject,
      text: input.message,
      kind: 'passwords' as const,
      ...(stayId ? { stageId: stayId } : {}),
    })),
    deps.clock(),
  );
  return { message: messages.admin.messageSent, queued: ids.length };
};
