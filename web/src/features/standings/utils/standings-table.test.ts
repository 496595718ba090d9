import { describe, expect, it } from 'vitest';
import type { StandingRow } from '@contracts/league-standings.ts';
import {
  compareLines,
  divisionStandings,
  formatGamesBack,
  formatPct,
  gamesBehind,
  pctColor,
  recordOf,
  streakColor,
  winningPercentage,
} from './standings-table';

function row(franchise_id: string, record: string, points_for: number, extra: Partial<StandingRow> = {}): StandingRow {
  return { franchise_id, franchise_name: `Team ${franchise_id}`, win_loss_tie_record: record, points_for, ...extra };
}

describe('recordOf and winningPercentage', () => {
  it("reads 'W-L-T' and 'W-L'", () => {
    expect(recordOf(row('1', '7-3-1', 0))).toEqual({ wins: 7, losses: 3, ties: 1 });
    expect(recordOf(row('1', '8-2', 0))).toEqual({ wins: 8, losses: 2, ties: 0 });
  });

  it('falls back to the counts when the text is not a record', () => {
    expect(recordOf(row('1', '', 0, { wins: 4, losses: 5 }))).toEqual({ wins: 4, losses: 5, ties: 0 });
  });

  it('counts a tie as half a win, 0 before any game', () => {
    expect(winningPercentage({ wins: 7, losses: 3, ties: 1 })).toBeCloseTo(7.5 / 11);
    expect(winningPercentage({ wins: 0, losses: 0, ties: 0 })).toBe(0);
  });
});

describe('gamesBehind (spec 02 §2)', () => {
  it('is (leader wins − team wins + team losses − leader losses) / 2', () => {
    expect(gamesBehind({ wins: 9, losses: 2, ties: 0 }, { wins: 7, losses: 4, ties: 0 })).toBe(2);
    expect(gamesBehind({ wins: 9, losses: 2, ties: 0 }, { wins: 8, losses: 2, ties: 1 })).toBe(0.5);
    expect(gamesBehind({ wins: 5, losses: 5, ties: 0 }, { wins: 5, losses: 5, ties: 0 })).toBe(0);
  });

  it('shows a dash for the leader', () => {
    expect(formatGamesBack(null)).toBe('—');
    expect(formatGamesBack(0)).toBe('0');
    expect(formatGamesBack(1.5)).toBe('1.5');
  });
});

describe('compareLines', () => {
  it('sorts by PCT descending, then points for descending', () => {
    const a = { pct: 0.6, row: row('a', '6-4-0', 1000) };
    const b = { pct: 0.6, row: row('b', '6-4-0', 1100) };
    const c = { pct: 0.7, row: row('c', '7-3-0', 900) };
    expect([a, b, c].sort(compareLines).map((l) => l.row.franchise_id)).toEqual(['c', 'b', 'a']);
  });
});

describe('divisionStandings', () => {
  it("groups by division in the server's order, 'League' when none, each sorted with games back", () => {
    const rows = [
      row('1', '5-6-0', 1000, { division_id: '00', division_name: 'East' }),
      row('2', '9-2-0', 1200, { division_id: '00', division_name: 'East' }),
      row('3', '6-5-0', 1100, { division_id: '01', division_name: 'West' }),
      row('4', '6-5-0', 1150, { division_id: '01', division_name: 'West' }),
      row('5', '3-8-0', 800),
    ];
    const divisions = divisionStandings(rows, '3');
    expect(divisions.map((d) => d.name)).toEqual(['East', 'West', 'League']);
    expect(divisions[0].lines.map((l) => [l.row.franchise_id, l.gamesBack])).toEqual([['2', null], ['1', 4]]);
    // Equal records: more points for first, the other 0 games back.
    expect(divisions[1].lines.map((l) => [l.row.franchise_id, l.gamesBack, l.own])).toEqual([['4', null, false], ['3', 0, true]]);
    expect(divisions[2].lines[0].gamesBack).toBeNull();
  });

  it("uses the server's winning percentage when it gives one", () => {
    const [division] = divisionStandings([row('1', '1-1-0', 10, { winning_percentage: 0.75 })], null);
    expect(division.lines[0].pct).toBe(0.75);
    expect(division.lines[0].own).toBe(false);
  });
});

describe('PCT and streak display', () => {
  it('prints PCT with 3 decimals', () => {
    expect(formatPct(9 / 11)).toBe('.818');
    expect(formatPct(1)).toBe('1.000');
    expect(formatPct(0)).toBe('.000');
  });

  it.each([
    [1, 'green'],
    [0.7, 'green'],
    [0.699, 'blue'],
    [0.5, 'blue'],
    [0.3, 'orange'],
    [0.299, 'red'],
    [0, 'red'],
  ])('PCT %s is %s', (pct, color) => {
    expect(pctColor(pct)).toBe(color);
  });

  it.each([
    ['W3', 'green'],
    ['w1', 'green'],
    ['L2', 'red'],
    ['T1', 'gray'],
    ['', 'gray'],
    [null, 'gray'],
  ])('streak %s is %s', (streak, color) => {
    expect(streakColor(streak)).toBe(color);
  });
});
