import { describe, expect, it } from 'vitest';
import type { ScoringTeam } from '@contracts/mfl-scoring.ts';
import { detailId, matchupsOwnFirst } from './matchup-order';

const team = (franchiseId: string) => ({ franchiseId }) as ScoringTeam;
const MATCHUPS = [{ teams: [team('0001'), team('0002')] }, { teams: [team('0003'), team('0004')] }, { teams: [team('0005'), team('0006')] }];

describe('matchupsOwnFirst', () => {
  it("puts the user's matchup first and keeps every matchup's number", () => {
    expect(matchupsOwnFirst(MATCHUPS, '0004').map((m) => [m.number, m.own])).toEqual([
      [2, true],
      [1, false],
      [3, false],
    ]);
  });

  it('keeps the league order when the user has no franchise in it', () => {
    expect(matchupsOwnFirst(MATCHUPS, null).map((m) => m.number)).toEqual([1, 2, 3]);
    expect(matchupsOwnFirst(MATCHUPS, '0099').some((m) => m.own)).toBe(false);
  });

  it('names detail cards by number', () => {
    expect(detailId(3)).toBe('matchup-detail-3');
  });
});
