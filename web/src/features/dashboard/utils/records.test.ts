import { describe, expect, it } from 'vitest';
import { addRecords, formatRecord, gamesPlayed, parseRecord, winPercentage } from './records';

describe('parseRecord', () => {
  it('reads W-L-T text', () => {
    expect(parseRecord('8-3-1')).toEqual({ wins: 8, losses: 3, ties: 1 });
    expect(parseRecord(' 10-0-0 ')).toEqual({ wins: 10, losses: 0, ties: 0 });
  });

  it('counts a missing tie part as 0', () => {
    expect(parseRecord('7-4')).toEqual({ wins: 7, losses: 4, ties: 0 });
  });

  it('answers null for anything that is not a record', () => {
    for (const text of ['', 'abc', '8-3-1-2', '-1-2-3', '8 3 1', null, undefined]) {
      expect(parseRecord(text)).toBeNull();
    }
  });
});

describe('winPercentage (spec 01 §9: (wins + 0.5 × ties) / games)', () => {
  it('counts a tie as half a win', () => {
    expect(winPercentage({ wins: 8, losses: 3, ties: 1 })).toBeCloseTo(8.5 / 12, 12);
    expect(winPercentage({ wins: 0, losses: 0, ties: 2 })).toBe(0.5);
    expect(winPercentage({ wins: 5, losses: 5, ties: 0 })).toBe(0.5);
    expect(winPercentage({ wins: 11, losses: 0, ties: 0 })).toBe(1);
    expect(winPercentage({ wins: 0, losses: 11, ties: 0 })).toBe(0);
  });

  it('is 0 when no game has been played', () => {
    expect(winPercentage({ wins: 0, losses: 0, ties: 0 })).toBe(0);
  });
});

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
