import { describe, expect, it } from 'vitest';
import { isPlayoffPosition } from './placement';

describe('isPlayoffPosition (rank ≤ ceil(league size / 2))', () => {
  it('uses half of an even league', () => {
    expect(isPlayoffPosition(6, 12)).toBe(true);
    expect(isPlayoffPosition(7, 12)).toBe(false);
    expect(isPlayoffPosition(5, 10)).toBe(true);
    expect(isPlayoffPosition(6, 10)).toBe(false);
  });

  it('rounds half of an odd league up', () => {
    expect(isPlayoffPosition(7, 13)).toBe(true);
    expect(isPlayoffPosition(8, 13)).toBe(false);
    expect(isPlayoffPosition(1, 1)).toBe(true);
  });

  it('is never true for a missing rank or an empty league', () => {
    expect(isPlayoffPosition(0, 12)).toBe(false);
    expect(isPlayoffPosition(1, 0)).toBe(false);
  });
});
