import { describe, expect, it } from 'vitest';
import { serverStandings, type StandingInput } from '@/test/standings';
import { SPEC_STANDINGS_RULES, type StandingsRules } from '@contracts/league-standings.ts';
import {
  byConference,
  divisionStandings,
  formatGamesBack,
  formatPct,
  pctColor,
  rankingText,
  standingsColumns,
  streakColor,
} from './standings-table';

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

describe('the columns a league uses', () => {
  const rules = (extra: Partial<StandingsRules>): StandingsRules => ({ ...SPEC_STANDINGS_RULES, ...extra });
  const rows = serverStandings([row('1', '1-0-0', 10)]);

  it("a league that says nothing: spec 02 §2's columns", () => {
    expect(standingsColumns(SPEC_STANDINGS_RULES, rows)).toEqual(['team', 'record', 'pct', 'gb', 'streak', 'div', 'pf', 'pa', 'bbid']);
  });

  it('a total-points league: no record, PCT, GB, streak, division record or points against', () => {
    expect(standingsColumns(rules({ headToHead: false, sortKeys: ['PTS'] }), rows)).toEqual(['team', 'pf', 'bbid']);
    expect(standingsColumns(rules({ headToHead: false, sortKeys: ['PTS'], blindBidding: false }), rows)).toEqual(['team', 'pf']);
  });

  it('a victory-points league: VP, and no games back when PCT does not rank first', () => {
    expect(standingsColumns(rules({ sortKeys: ['VP', 'PTS'], victoryPoints: true }), rows)).toEqual(
      ['team', 'record', 'pct', 'vp', 'streak', 'div', 'pf', 'pa', 'bbid'],
    );
    expect(standingsColumns(rules({ sortKeys: ['PCT', 'PTS', 'HOST'], victoryPoints: true }), rows)).toContain('gb');
  });

  it('conference records where the rows have them; no BBID without blind bids', () => {
    const conference = serverStandings([row('1', '1-0-0', 10, { conference_id: '00', conference_name: 'AFC', conference_record: '1-0-0' })]);
    expect(standingsColumns(rules({ blindBidding: false }), conference)).toEqual(['team', 'record', 'pct', 'gb', 'streak', 'div', 'conf', 'pf', 'pa']);
  });
});

describe('conferences', () => {
  it('groups divisions under their conference, in the order answered', () => {
    const rows = serverStandings([
      row('1', '5-6-0', 1000, { conference_id: '00', conference_name: 'American', division_id: '00', division_name: '★ North' }),
      row('2', '9-2-0', 1200, { conference_id: '00', conference_name: 'American', division_id: '01', division_name: 'South & Sons' }),
      row('3', '6-5-0', 1100, { conference_id: '01', conference_name: 'National', division_id: '02', division_name: '#East' }),
    ]);
    expect(byConference(divisionStandings(rows, null)).map((g) => [g.conference, g.divisions.map((d) => d.name)])).toEqual([
      ['American', ['★ North', 'South & Sons']],
      ['National', ['#East']],
    ]);
    const plain = byConference(divisionStandings(serverStandings([row('1', '1-0-0', 1)]), null));
    expect(plain).toHaveLength(1);
    expect(plain[0].conference).toBeNull();
  });
});

describe('how the league ranks, in words', () => {
  it("says nothing for the spec's order, and the league's keys otherwise", () => {
    expect(rankingText(['PCT', 'PTS'])).toBeNull();
    expect(rankingText(['VP', 'PTS'])).toBe('Ranked by victory points, then points for.');
    expect(rankingText(['PTS'])).toBe('Ranked by points for.');
    expect(rankingText(['PCT', 'PTS', 'HOST'])).toBe("Ranked by winning percentage, then points for, then MyFantasyLeague's tiebreakers.");
  });
});
