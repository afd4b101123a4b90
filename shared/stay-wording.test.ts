import { describe, expect, it } from 'vitest';
import { messages } from './messages.js';
import { ofStay } from './stay-wording.js';

describe('ofStay', () => {
  it('says "séjour" once, whether or not the name starts with it', () => {
    expect(ofStay('Été à la mer')).toBe('du séjour Été à la mer');
    expect(ofStay('Séjour Noël')).toBe('du Séjour Noël');
    expect(ofStay('sejour ski')).toBe('du sejour ski');
    expect(ofStay('Séjourné')).toBe('du séjour Séjourné');
  });

  it('keeps the mail subjects free of a doubled word', () => {
    const subjects = [
      messages.backOffice.defaultSubject('Colonies', 'Séjour Noël'),
      messages.photoDigest.mailSubject('Séjour Noël', 3),
      messages.expiryReminder.mailSubject('Séjour Noël', '31/12/2027'),
    ];
    for (const subject of subjects) expect(subject).not.toMatch(/séjour séjour/i);
  });
});
