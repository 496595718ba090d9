import { describe, expect, it } from 'vitest';
import { leagueSettings, rosterPlayer } from '@/test/lineup-fixtures';
import { canMove, isLocked, lineupGroups, lineupProblems, startingCounts, startingRequirements, toggleStarter } from './lineup-groups';

const player = rosterPlayer;
const settings = leagueSettings;

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

  it('a starter missing from the player database (no position) does not block Save', () => {
    const unknown = [...ROSTER, player('12', 'Player 12', '')];
    expect(lineupProblems(GAZETTE, unknown, [...valid.filter((id) => id !== '1'), '12'])).toEqual([]);
  });
});

describe('startingCounts', () => {
  it("counts an RB in RB's slot first and in FLEX only beyond it (the fallback)", () => {
    const fallback = settings([], { source: 'fallback' });
    const counts = startingCounts(fallback, ROSTER, ['1', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(Object.fromEntries(counts)).toEqual({ QB: 1, RB: 1, WR: 2, TE: 1, PK: 1, Def: 1, FLEX: 2 });
  });
});

describe('toggleStarter, isLocked and canMove', () => {
  it('moves a player in and back out', () => {
    expect(toggleStarter(['1', '3'], '4')).toEqual(['1', '3', '4']);
    expect(toggleStarter(['1', '3', '4'], '3')).toEqual(['1', '4']);
  });

  it('locked players and players off the active roster stay where they are', () => {
    const now = Date.parse('2026-11-22T19:30:00Z');
    expect(canMove(player('1', 'A', 'QB'), now)).toBe(true);
    expect(canMove(player('1', 'A', 'QB', { locked: true }), now)).toBe(false);
    expect(canMove(player('1', 'A', 'QB', { status: 'INJURED_RESERVE' }), now)).toBe(false);
  });

  it('a kickoff passing while the page is open locks him, by the host time given', () => {
    const game = {
      opponent: 'BUF', is_home: true, kickoff_time: '2026-11-22T21:25:00Z', spread: -3, opponent_rush_defense_rank: 1,
      opponent_pass_defense_rank: 2, game_status: 'scheduled',
    };
    const late = player('1', 'A', 'QB', { opponent: game });
    expect(isLocked(late, Date.parse('2026-11-22T21:24:59Z'))).toBe(false);
    expect(isLocked(late, Date.parse('2026-11-22T21:25:00Z'))).toBe(true);
    expect(canMove(late, Date.parse('2026-11-22T21:25:00Z'))).toBe(false);
    expect(isLocked(player('2', 'B', 'QB', { opponent: { ...game, kickoff_time: null } }), Date.parse('2030-01-01T00:00:00Z'))).toBe(false);
  });
});
