import { describe, expect, it } from 'vitest';
import type { MyFeedPlayerStats } from '@contracts/tank01-my-feed.ts';
import { nextPollMs } from '../api/poll';
import { periodClock, playsNewestFirst, possession, statGroups, statLine, visibleItems } from './feed';

const live = {
  gameID: '20261122_BUF@MIA', away: 'BUF', home: 'MIA', gameStatus: 'Live - In Progress', gameStatusCode: '1',
  lineScore: { period: 'Q2', gameClock: '4:12', away: { currentlyInPossession: 'False' }, home: { currentlyInPossession: 'True' } },
};

describe('live feed display rules', () => {
  it('possession marker only while live, on the side Tank01 marks', () => {
    expect(possession(live)).toBe('home');
    expect(possession({ ...live, gameStatus: 'Completed', gameStatusCode: '2' })).toBeNull();
    expect(possession({ ...live, lineScore: { ...live.lineScore, home: { currentlyInPossession: 'False' } } })).toBeNull();
  });

  it('period and clock while live, Final when over, nothing before kickoff', () => {
    expect(periodClock(live)).toBe('Q2 4:12');
    expect(periodClock({ ...live, gameStatusCode: '2', gameStatus: 'Completed' })).toBe('Final');
    expect(periodClock({ gameID: 'x', away: 'A', home: 'B', gameStatus: 'Scheduled', gameStatusCode: '0' })).toBeNull();
  });

  it('plays newest first, scoring plays marked by the §5 rule', () => {
    const plays = playsNewestFirst([
      { play: 'Kickoff' },
      { play: 'J.Allen pass to K.Shakir for 12 yards, TOUCHDOWN.' },
      { play: 'T.Bass 52 yard field goal is No Good, Wide Left.' },
    ]);
    expect(plays.map((p) => [p.index, p.scoring])).toEqual([[2, false], [1, true], [0, false]]);
  });

  it('only scoring/highlight plays when asked', () => {
    const item = { play_text: 'x', ts: 1, player_name: 'A', team: 'BUF', pos: 'QB', away: 'BUF', home: 'MIA', period: 'Q1', clock: '1:00', gameID: 'g', mfl_player_id: '1', leagues: [] };
    expect(visibleItems([{ ...item, scoring: false }, { ...item, scoring: true }], true)).toHaveLength(1);
    expect(visibleItems([{ ...item, scoring: false }, { ...item, scoring: true }], false)).toHaveLength(2);
  });

  it('stat lines grouped QB, RB, WR, TE, K, DEF with empty groups left out', () => {
    const s = (player_name: string, pos: string, extra: Partial<MyFeedPlayerStats> = {}): MyFeedPlayerStats => ({
      player_name, pos, team: 'BUF', mfl_player_id: player_name, leagues: ['L'], gameID: 'g', ...extra,
    });
    const groups = statGroups([s('Zed', 'WR'), s('Kick', 'PK'), s('Amy', 'WR'), s('Dee', 'Def'), s('Q', 'QB')]);
    expect(groups.map((g) => [g.pos, g.players.map((p) => p.player_name)])).toEqual([['QB', ['Q']], ['WR', ['Amy', 'Zed']], ['K', ['Kick']], ['DEF', ['Dee']]]);
    expect(statLine(s('Q', 'QB', { passing: { passCompletions: '14', passAttempts: '22', passYds: '188', passTD: '2', int: '1' } }))).toBe('14/22, 188 yds, 2 TD, 1 INT');
    expect(statLine(s('R', 'RB', { rushing: { carries: '8', rushYds: '41', rushTD: '1' }, receiving: { receptions: '2', targets: '3', recYds: '9' } }))).toBe('8 car, 41 yds, 1 TD · 2 rec (3 tgt), 9 yds');
  });

  it('polls at the interval, brought forward to just after the server refreshes its copy', () => {
    const now = Date.parse('2026-11-22T19:30:00Z');
    expect(nextPollMs(30, undefined, now)).toBe(30_000);
    expect(nextPollMs(30, '2026-11-22T19:30:10Z', now)).toBe(10_500);
    expect(nextPollMs(30, '2026-11-22T19:29:00Z', now)).toBe(1_000);
    expect(nextPollMs(30, '2026-11-22T19:35:00Z', now)).toBe(30_000);
  });
});
