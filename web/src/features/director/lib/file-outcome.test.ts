import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages';
import { sentFileOutcome } from './file-outcome';

describe('sentFileOutcome', () => {
  const photos = [
    { id: 'refused', status: 'refusee', actif: 0 },
    { id: 'ready', status: 'prete', actif: 0 },
  ] as const;

  it('says a sent file is being processed until its record says more', () => {
    expect(sentFileOutcome({ photoId: 'unknown-yet' }, photos).label).toBe(messages.trainer.statusProcessing);
  });

  it('says a file the worker refused is refused, not sent', () => {
    expect(sentFileOutcome({ photoId: 'refused' }, photos)).toEqual({
      tone: 'rejected',
      label: messages.trainer.statusRejected,
    });
  });

  it('says a ready file awaits validation', () => {
    expect(sentFileOutcome({ photoId: 'ready' }, photos).label).toBe(messages.trainer.statusHidden);
  });
});
