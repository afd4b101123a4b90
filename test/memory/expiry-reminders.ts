/** The expiry reminders store in memory, with the table's claim-once rule (a conditional write). */

import { normalisedAddress } from '#functions/domain/expiry-reminder.js';
import type { ExpiryReminderStore, ReminderMark } from '#functions/ports/stores/expiry-reminders.js';

export interface InMemoryExpiryReminderStore extends ExpiryReminderStore {
  /** `stageId|deletionDay|address`, address in lower case, one per claimed reminder. */
  readonly keys: Set<string>;
}

export const inMemoryExpiryReminderStore = (): InMemoryExpiryReminderStore => {
  const keys = new Set<string>();
  const key = (mark: ReminderMark) =>
    `${mark.stageId}|${mark.deletionDay}|${normalisedAddress(mark.address)}`;
  return {
    keys,
    async remindedFor(stayId, deletionDay) {
      return [...keys]
        .map((k) => k.split('|'))
        .filter(([s, d]) => s === stayId && d === deletionDay)
        .map(([, , address]) => address ?? '');
    },
    async claim(mark) {
      if (keys.has(key(mark))) return false;
      keys.add(key(mark));
      return true;
    },
    async release(mark) {
      keys.delete(key(mark));
    },
  };
};
