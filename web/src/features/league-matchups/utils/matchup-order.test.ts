import { describe, expect, it } from 'vitest';
import type { ScoringTeam } from '@contracts/mfl-scoring.ts';
import { detailId, matchupsOwnFirst } from './matchup-order';

const team = (franchiseId: string, totalPoints = 0) => ({ franchiseId, totalPoints }) as ScoringTeam;
const pair = (a: string, b: string) => ({ teams: [team(a), team(b)], undecided: false });
const MATCHUPS = { headToHead: true, matchups: [pair('0001', '0002'), pair('0003', '0004'), pair('0005', '0006')] };

describe('matchupsOwnFirst', () => {
  it("puts the user's matchup first and keeps every matchup's number", () => {
    expect(matchupsOwnFirst(MATCHUPS, '0004').map((m) => [m.number, m.own, m.title])).toEqual([
      [2, true, 'Matchup 2'],
      [1, false, 'Matchup 1'],
      [3, false, 'Matchup 3'],
    ]);
  });

  it('keeps the league order when the user has no franchise in it', () => {
    expect(matchupsOwnFirst(MATCHUPS, null).map((m) => m.number)).toEqual([1, 2, 3]);
    expect(matchupsOwnFirst(MATCHUPS, '0099').some((m) => m.own)).toBe(false);
  });

  it('two games a week: both of the user’s matchups come first, in the league’s order', () => {
    const twoGames = { headToHead: true, matchups: [pair('0001', '0002'), pair('0003', '0004'), pair('0001', '0003')] };
    expect(matchupsOwnFirst(twoGames, '0003').map((m) => [m.number, m.own])).toEqual([
      [2, true],
      [3, true],
      [1, false],
    ]);
  });

  it('a total-points league: each team alone by points (ties share a place), the user’s first', () => {
    const total = {
      headToHead: false,
      matchups: [team('0001', 80), team('0002', 95), team('0003', 80)].map((t) => ({ teams: [t], undecided: false })),
    };
    expect(matchupsOwnFirst(total, '0003').map((m) => [m.teams[0].franchiseId, m.title, m.own])).toEqual([
      ['0003', '2nd of 3', true],
      ['0002', '1st of 3', false],
      ['0001', '2nd of 3', false],
    ]);
    expect(matchupsOwnFirst(total, '0003')[0].ownTitle).toBe('Your team · 2nd of 3');
  });

  it('names detail cards by number', () => {
    expect(detailId(3)).toBe('matchup-detail-3');
  });
});
