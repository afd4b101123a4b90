import { describe, expect, it } from 'vitest';
import { gridLayout, skeletonCount } from './grid-layout';

describe('gridLayout', () => {
  it('has 3 columns of square tiles on a 390 px phone, more on larger screens', () => {
    // 390 px screen minus the page's side margins
    const phone = gridLayout(350);
    expect(phone.columns).toBe(3);
    expect(phone.tile * 3 + phone.gap * 2).toBeCloseTo(350);
    expect(phone.rowPitch).toBeCloseTo(phone.tile + phone.gap);
    expect(gridLayout(700).columns).toBe(4);
    expect(gridLayout(1100).columns).toBe(6);
  });

  it('never gives a negative tile before the grid is measured', () => {
    expect(gridLayout(0).tile).toBe(0);
  });
});

describe('skeletonCount', () => {
  it('fills a first screen before any photo, then ends the last row and adds two while pages remain', () => {
    expect(skeletonCount(undefined, true, 3, 24)).toBe(24);
    expect(skeletonCount(24, true, 3, 24)).toBe(6);
    expect(skeletonCount(25, true, 3, 24)).toBe(8);
    expect(skeletonCount(25, false, 3, 24)).toBe(0);
  });
});
