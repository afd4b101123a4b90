import { describe, expect, it } from 'vitest';
import { deletionPlan } from './deletion-plan';

describe('deletionPlan', () => {
  const now = new Date('2026-11-23T22:30:00Z'); // 23:30 in Paris

  it('counts the visible photos a date of today or earlier deletes', () => {
    expect(deletionPlan('2026-11-22', 2, now)).toEqual({ goingNow: 2, today: false });
    expect(deletionPlan('2026-11-23', 2, now)).toEqual({ goingNow: 2, today: true });
    expect(deletionPlan('2026-11-24', 2, now)).toEqual({ goingNow: 0, today: false });
  });
});
