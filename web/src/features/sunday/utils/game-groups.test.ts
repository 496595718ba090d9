import { describe, expect, it } from 'vitest';
import type { SundayGame } from '@contracts/mfl-sunday.ts';
import { gameGroups, minutesLeftText, netText, rootingText } from './game-groups';

const game = (away: string, state: SundayGame['state'], net = 0, stake = 0): SundayGame => ({
  gameID: null, away, home: 'KCC', awayScore: null, homeScore: null, kickoff: null, state, secondsLeft: 3600,
  net, stake, projectedFor: 0, projectedAgainst: 0, pointsFor: 0, pointsAgainst: 0, leagues: [],
});

describe('game groups', () => {
  it("keeps the server's order inside live, upcoming and final, and leaves empty groups out", () => {
    const groups = gameGroups([game('A', 'live'), game('B', 'final'), game('C', 'live'), game('D', 'final')]);
    expect(groups.map((g) => [g.state, g.games.map((x) => x.away)])).toEqual([
      ['live', ['A', 'C']],
      ['final', ['B', 'D']],
    ]);
  });

  it('says the rooting interest in words and signs', () => {
    expect([netText(12.4), netText(-3), netText(0)]).toEqual(['+12.4', '−3', '0']);
    expect(rootingText({ net: 5, stake: 20 })).toBe('Root for points');
    expect(rootingText({ net: -5, stake: 20 })).toBe('Root against');
    expect(rootingText({ net: 0, stake: 20 })).toBe('Even');
    expect(rootingText({ net: 0, stake: 0 })).toBe('None of your starters');
  });

  it('minutes left of the game', () => {
    expect(minutesLeftText(1800)).toBe('30 min left');
    expect(minutesLeftText(30)).toBe('Under a minute left');
  });
});
