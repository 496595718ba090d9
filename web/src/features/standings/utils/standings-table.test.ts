import { describe, expect, it } from 'vitest';
import { serverStandings, type StandingInput } from '@/test/standings';
import { divisionStandings, formatGamesBack, formatPct, pctColor, streakColor } from './standings-table';

function row(franchise_id: string, record: string, points_for: number, extra: Partial<StandingInput> = {}): StandingInput {
  return { franchise_id, franchise_name: `Team ${franchise_id}`, win_loss_tie_record: record, points_for, ...extra };
}

describe('divisionStandings', () => {
  it("keeps the server's divisions, order and games back ('League' when none), and marks the own row", () => {
    const rows = serverStandings([
      row('1', '5-6-0', 1000, { division_id: '00', division_name: 'East' }),
      row('2', '9-2-0', 1200, { division_id: '00', division_name: 'East' }),
      row('3', '6-5-0', 1100, { division_id: '01', division_name: 'West' }),
      row('4', '6-5-0', 1150, { division_id: '01', division_name: 'West' }),
      row('5', '3-8-0', 800, { division_id: null, division_name: '' }),
    ]);
    const divisions = divisionStandings(rows, '3');
    expect(divisions.map((d) => d.name)).toEqual(['League', 'East', 'West']);
    expect(divisions[1].lines.map((l) => [l.row.franchise_id, l.gamesBack])).toEqual([['2', null], ['1', 4]]);
    // Equal records: more points for first, the other 0 games back.
    expect(divisions[2].lines.map((l) => [l.row.franchise_id, l.gamesBack, l.own])).toEqual([['4', null, false], ['3', 0, true]]);
    expect(divisions[0].lines[0].gamesBack).toBeNull();
  });

  it("shows the server's winning percentage", () => {
    const [division] = divisionStandings(serverStandings([row('1', '1-1-0', 10, { winning_percentage: 0.75 })]), null);
    expect(division.lines[0].pct).toBe(0.75);
    expect(division.lines[0].own).toBe(false);
  });
});

describe('games back display', () => {
  it('shows a dash for the leader', () => {
    expect(formatGamesBack(null)).toBe('—');
    expect(formatGamesBack(0)).toBe('0');
    expect(formatGamesBack(1.5)).toBe('1.5');
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
