import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages';
import { photoStatus } from './photo-status';

describe('photoStatus', () => {
  it('tells a photo being processed from one awaiting validation, a validated one and a refused one', () => {
    // Act
    const labels = [
      photoStatus({ status: 'en_attente', actif: 0 }),
      photoStatus({ status: 'prete', actif: 0 }),
      photoStatus({ status: 'prete', actif: 1 }),
      photoStatus({ status: 'refusee', actif: 0 }),
    ].map((status) => status.label);
    // Assess
    expect(labels).toEqual([
      messages.trainer.statusProcessing,
      messages.trainer.statusHidden,
      messages.trainer.statusValidated,
      messages.trainer.statusRejected,
    ]);
  });
});
