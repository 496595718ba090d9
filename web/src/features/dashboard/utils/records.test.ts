import { describe, expect, it } from 'vitest';
import { addRecords, formatRecord, gamesPlayed } from './records';

describe('record helpers', () => {
  it('formats, counts and adds records', () => {
    expect(formatRecord({ wins: 8, losses: 3, ties: 1 })).toBe('8-3-1');
    expect(gamesPlayed({ wins: 8, losses: 3, ties: 1 })).toBe(12);
    expect(addRecords({ wins: 8, losses: 3, ties: 1 }, { wins: 2, losses: 9, ties: 0 })).toEqual({
      wins: 10,
      losses: 12,
      ties: 1,
    });
  });
});
