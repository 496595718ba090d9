import { describe, expect, it } from 'vitest';
import { isPlayoffPosition, ordinal } from './placement';

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [10, '10th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [14, '14th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [101, '101st'],
    [102, '102nd'],
    [111, '111th'],
    [112, '112th'],
    [113, '113th'],
    [121, '121st'],
  ])('%i → %s', (n, text) => {
    expect(ordinal(n)).toBe(text);
  });
});

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
