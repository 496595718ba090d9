import { describe, expect, it } from 'vitest';
import type { LeagueSettings, LineupRosterPlayer } from '@contracts/mfl-lineup.ts';
import { canMove, lineupGroups, lineupProblems, startingRequirements, toggleStarter } from './lineup-groups';

function player(id: string, name: string, position: string, extra: Partial<LineupRosterPlayer> = {}): LineupRosterPlayer {
  return { id, name, position, team: 'KCC', status: 'ROSTER', injury: null, bye_week: 9, opponent: null, locked: false, ...extra };
}

function settings(startingPositions: LeagueSettings['startingPositions'], extra: Partial<LeagueSettings> = {}): LeagueSettings {
  return {
    leagueId: '61408',
    name: null,
    startingPositions,
    starterCount: null,
    maxStarters: 9,
    rosterSize: 20,
    injuredReserve: 0,
    source: 'mfl',
    ...extra,
  };
}

const GAZETTE = settings(
  [
    { name: 'QB', limit: '1' },
    { name: 'RB', limit: '2-3' },
    { name: 'WR', limit: '2-4' },
    { name: 'TE', limit: '1-2' },
    { name: 'PK', limit: '1' },
    { name: 'Def', limit: '1' },
  ],
  { starterCount: '9' },
);

const ROSTER = [
  player('1', 'Mahomes, Patrick', 'QB'),
  player('2', 'Allen, Josh', 'QB'),
  player('3', 'Robinson, Bijan', 'RB'),
  player('4', 'Achane, Devon', 'RB'),
  player('5', 'Hall, Breece', 'RB'),
  player('6', 'Chase, Ja\'Marr', 'WR'),
  player('7', 'Adams, Davante', 'WR'),
  player('8', 'Kelce, Travis', 'TE'),
  player('9', 'Tucker, Justin', 'PK'),
  player('10', 'Chiefs, Kansas City', 'Def'),
  player('11', 'Punter, Some', 'PN'),
];

describe('lineupGroups', () => {
  it("one group per requirement, headed '{pos} (Pick {limit})', sorted by last name; positions not started are left out", () => {
    const groups = lineupGroups(GAZETTE.startingPositions, ROSTER);
    expect(groups.map((g) => g.heading)).toEqual([
      'QB (Pick 1)', 'RB (Pick 2-3)', 'WR (Pick 2-4)', 'TE (Pick 1-2)', 'PK (Pick 1)', 'Def (Pick 1)',
    ]);
    expect(groups[0].players.map((p) => p.id)).toEqual(['2', '1']);
    expect(groups[1].players.map((p) => p.id)).toEqual(['4', '5', '3']);
    expect(groups.flatMap((g) => g.players).some((p) => p.position === 'PN')).toBe(false);
  });

  it("first-name-first names sort by last name too; 'K' and 'DEF' fill 'PK' and 'Def'", () => {
    const groups = lineupGroups(GAZETTE.startingPositions, [
      player('1', 'Zed Adams', 'QB'),
      player('2', 'Amy Zulu', 'QB'),
      player('3', 'Kicker One', 'K'),
      player('4', 'Bears', 'DEF'),
    ]);
    expect(groups[0].players.map((p) => p.id)).toEqual(['1', '2']);
    expect(groups[4].players.map((p) => p.id)).toEqual(['3']);
    expect(groups[5].players.map((p) => p.id)).toEqual(['4']);
  });

  it('without requirements, the fallback QB, RB, WR 2, TE, PK, Def and FLEX 2; FLEX lists RB, WR and TE', () => {
    const requirements = startingRequirements(settings([], { source: 'fallback' }));
    const groups = lineupGroups(requirements, ROSTER);
    expect(groups.map((g) => g.heading)).toEqual([
      'QB (Pick 1)', 'RB (Pick 1)', 'WR (Pick 2)', 'TE (Pick 1)', 'PK (Pick 1)', 'Def (Pick 1)', 'FLEX (Pick 2)',
    ]);
    expect(groups[6].players.map((p) => p.id)).toEqual(['4', '7', '6', '5', '8', '3']);
  });
});

describe('lineupProblems', () => {
  const valid = ['1', '3', '4', '6', '7', '8', '9', '10', '5'];

  it('none for a valid lineup (the third RB inside its range)', () => {
    expect(lineupProblems(GAZETTE, ROSTER, valid)).toEqual([]);
  });

  it("the spec's texts for each requirement and for the number of starters", () => {
    expect(lineupProblems(GAZETTE, ROSTER, [...valid.filter((id) => id !== '1'), '2', '1'])).toEqual([
      'Must have exactly 1 QB (currently have 2)',
      'Must have exactly 9 starters (currently have 10)',
    ]);
    expect(lineupProblems(GAZETTE, ROSTER, valid.filter((id) => id !== '7' && id !== '5'))).toEqual([
      'Need at least 2 WR (currently have 1)',
      'Must have exactly 9 starters (currently have 7)',
    ]);
  });

  it('starters no longer on the roster are not counted', () => {
    expect(lineupProblems(GAZETTE, ROSTER, [...valid.slice(0, 8), '999'])).toEqual(['Must have exactly 9 starters (currently have 8)']);
  });

  it('stays well under a frame for a 30-player roster', () => {
    const roster = Array.from({ length: 30 }, (_, i) => player(String(i), `Last${i}, First`, ['QB', 'RB', 'WR', 'TE', 'PK', 'Def'][i % 6]));
    const starters = roster.slice(0, 9).map((p) => p.id);
    const start = performance.now();
    for (let i = 0; i < 100; i++) {
      lineupGroups(GAZETTE.startingPositions, roster);
      lineupProblems(GAZETTE, roster, starters);
    }
    expect((performance.now() - start) / 100).toBeLessThan(16);
  });
});

describe('toggleStarter and canMove', () => {
  it('moves a player in and back out', () => {
    expect(toggleStarter(['1', '3'], '4')).toEqual(['1', '3', '4']);
    expect(toggleStarter(['1', '3', '4'], '3')).toEqual(['1', '4']);
  });

  it('locked players and players off the active roster stay where they are', () => {
    expect(canMove(player('1', 'A', 'QB'))).toBe(true);
    expect(canMove(player('1', 'A', 'QB', { locked: true }))).toBe(false);
    expect(canMove(player('1', 'A', 'QB', { status: 'INJURED_RESERVE' }))).toBe(false);
  });
});
