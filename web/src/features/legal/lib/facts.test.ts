import { describe, expect, it } from 'vitest';
import { frenchDuration } from './facts';

describe('frenchDuration', () => {
  it('writes whole hours in hours', () => {
    expect(frenchDuration(7200)).toBe('2 heures');
    expect(frenchDuration(3600)).toBe('1 heure');
  });

  it('writes anything shorter in minutes', () => {
    expect(frenchDuration(900)).toBe('15 minutes');
    expect(frenchDuration(60)).toBe('1 minute');
  });
});
