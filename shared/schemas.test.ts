import { describe, expect, it } from 'vitest';
import { messages } from './messages.js';
import { validatePhotosRequestSchema } from './photo-admin-schemas.js';
import { isoDateSchema } from './schemas.js';

describe('isoDateSchema', () => {
  it.each(['2026-13-45', '2026-02-30', '2026-00-10', '0000-99-99'])(
    'refuses %s with a French message instead of throwing',
    (day) => {
      // Act
      const result = isoDateSchema.safeParse(day);
      // Assess
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(messages.api.impossibleDate(day));
    },
  );

  it('accepts real days, 29 February of a leap year included', () => {
    expect(isoDateSchema.safeParse('2028-02-29').success).toBe(true);
    expect(isoDateSchema.safeParse('2026-12-31').success).toBe(true);
  });

  it('refuses an impossible deletion date in a photo validation', () => {
    const result = validatePhotosRequestSchema.safeParse({
      photos: [{ id: 'p1', actif: 1, active_par: 'Claire', duree_diffusion: '2026-13-45' }],
    });
    expect(result.success).toBe(false);
  });
});
