import { describe, expect, it } from 'vitest';
import type { LineupRosterPlayer, Opponent } from '@contracts/mfl-lineup.ts';
import { leagueSettings, rosterPlayer } from '@/test/lineup-fixtures';
import { validateLineup } from '@contracts/lineup-rules.ts';
import { cannotScore, optimizeLineup, projectedTotal } from './optimize-lineup';

const GAME: Opponent = {
  opponent: 'DEN', is_home: true, kickoff_time: '2026-11-29T18:00:00Z', spread: -3, opponent_rush_defense_rank: 10, opponent_pass_defense_rank: 12, game_status: 'scheduled',
};
const BEFORE_KICKOFF = Date.parse('2026-11-29T12:00:00Z');
const WEEK = 12;

const player = (id: string, position: string, extra: Partial<LineupRosterPlayer> = {}) => rosterPlayer(id, `Player ${id}`, position, { opponent: GAME, ...extra });

const SETTINGS = leagueSettings(
  [
    { name: 'QB', limit: '1' },
    { name: 'RB', limit: '2-3' },
    { name: 'WR', limit: '2-3' },
    { name: 'TE', limit: '1-2' },
    { name: 'PK', limit: '1' },
    { name: 'Def', limit: '1' },
  ],
  { starterCount: '9' },
);

const ROSTER = [
  player('qb1', 'QB'), player('qb2', 'QB'),
  player('rb1', 'RB'), player('rb2', 'RB'), player('rb3', 'RB'),
  player('wr1', 'WR'), player('wr2', 'WR'), player('wr3', 'WR'),
  player('te1', 'TE'), player('pk1', 'PK'), player('def1', 'Def'),
];
const STARTERS = ['qb1', 'rb1', 'rb2', 'wr1', 'wr2', 'wr3', 'te1', 'pk1', 'def1'];
const PROJECTED = new Map([
  ['qb1', 20], ['qb2', 18], ['rb1', 12], ['rb2', 10], ['rb3', 16.4], ['wr1', 14], ['wr2', 11], ['wr3', 9.5], ['te1', 8], ['pk1', 7], ['def1', 6],
]);

describe('optimizeLineup', () => {
  it('fills the best projected lineup, with before and after totals and a reason per change', () => {
    const best = optimizeLineup(SETTINGS, ROSTER, STARTERS, PROJECTED, WEEK, BEFORE_KICKOFF)!;
    expect(best.before).toBe(97.5);
    expect(best.after).toBe(104.4);
    expect(best.changes.map((c) => [c.in?.id, c.out?.id, c.reason])).toEqual([['rb3', 'wr3', '+6.9 projected']]);
    expect(validateLineup(SETTINGS, ROSTER.filter((p) => best.starters.includes(p.id)).map((p) => p.position))).toEqual([]);
  });

  it('benches a starter who is Out or on a bye, saying so, and counts him as nothing', () => {
    const roster = ROSTER.map((p) =>
      p.id === 'qb1' ? { ...p, injury: { status: 'Out', details: 'Knee' } } : p.id === 'te1' ? { ...p, bye_week: WEEK, opponent: null } : p,
    );
    const withTe2 = [...roster, player('te2', 'TE')];
    const best = optimizeLineup(SETTINGS, withTe2, STARTERS, new Map([...PROJECTED, ['te2', 3]]), WEEK, BEFORE_KICKOFF)!;
    const reasons = Object.fromEntries(best.changes.map((c) => [c.out?.id, c.reason]));
    expect(reasons.qb1).toBe('Out');
    expect(reasons.te1).toBe('bye');
    expect(best.starters).toEqual(expect.arrayContaining(['qb2', 'te2']));
    expect(projectedTotal(withTe2, STARTERS, PROJECTED, WEEK)).toBe(97.5 - 20 - 8);
  });

  it('keeps players whose game has kicked off where they are, and IR or taxi players out', () => {
    const roster = ROSTER.map((p) => (p.id === 'wr3' ? { ...p, locked: true } : p.id === 'rb3' ? { ...p, status: 'INJURED_RESERVE' } : p));
    const best = optimizeLineup(SETTINGS, roster, STARTERS, PROJECTED, WEEK, BEFORE_KICKOFF)!;
    expect(best.changes).toEqual([]);
    expect(best.starters).toEqual(STARTERS);
  });

  it('is null when no valid lineup can be made from the players who can move', () => {
    expect(optimizeLineup(SETTINGS, ROSTER.slice(0, 5), ['qb1'], PROJECTED, WEEK, BEFORE_KICKOFF)).toBeNull();
  });

  it('says why a player cannot score: Out, IR, bye, no game; nothing otherwise', () => {
    expect(cannotScore(player('a', 'QB', { injury: { status: 'OUT', details: '' } }), WEEK)).toBe('Out');
    expect(cannotScore(player('a', 'QB', { injury: { status: 'IR', details: '' } }), WEEK)).toBe('IR');
    expect(cannotScore(player('a', 'QB', { injury: { status: 'Questionable', details: '' } }), WEEK)).toBeNull();
    expect(cannotScore(player('a', 'QB', { bye_week: WEEK, opponent: null }), WEEK)).toBe('bye');
    expect(cannotScore(player('a', 'QB', { opponent: null }), WEEK)).toBe('no game');
    expect(cannotScore(player('a', 'QB'), WEEK)).toBeNull();
  });
});
