import { describe, expect, it } from 'vitest';
import { opponentLabel } from './nfl-schedule';

describe('opponentLabel', () => {
  const schedule = new Map([
    [1, { opponent: 'BUF', isHome: true }],
    [2, { opponent: 'KCC', isHome: false }],
  ]);
  it("reads 'vs' at home, '@' away, BYE for a week without a game", () => {
    expect(opponentLabel(schedule, 1)).toBe('vs BUF');
    expect(opponentLabel(schedule, 2)).toBe('@ KCC');
    expect(opponentLabel(schedule, 3)).toBe('BYE');
  });
  it('says nothing without a schedule', () => {
    expect(opponentLabel(undefined, 1)).toBeNull();
    expect(opponentLabel(new Map(), 1)).toBeNull();
  });
});
