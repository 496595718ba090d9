import { describe, expect, it } from 'vitest';
import type { Roster, RosterPlayer } from '@contracts/league-rosters.ts';
import {
  byGridColumn,
  clearFilters,
  DEFAULT_VIEW,
  gridColumns,
  hasFilters,
  playerColumns,
  playersCountText,
  rosterGroups,
  visibleRosters,
} from './rosters-view';

function p(player_id: string, full_name: string, position: string | null, team: string | null, status = 'ROSTER'): RosterPlayer {
  return { player_id, full_name, position, team, bye_week: 10, injury_status: null, drafted: null, status, salary: null, contract_year: null, contract_info: null };
}

const ROSTERS: Roster[] = [
  {
    franchise_id: '0001',
    franchise_name: 'Zebra Crossing',
    players: [p('1', 'Patrick Mahomes', 'QB', 'KCC'), p('2', 'Travis Kelce', 'TE', 'KCC')],
  },
  { franchise_id: '0002', franchise_name: 'Bench Mob', players: [p('3', 'Justin Jefferson', 'WR', 'MIN', 'INJURED_RESERVE')] },
  {
    franchise_id: '0003',
    franchise_name: 'Punt Pirates',
    players: [p('4', 'Micah Parsons', 'LB', 'DAL'), p('5', 'Vikings', 'Def', 'MIN')],
  },
  { franchise_id: '0004', franchise_name: 'Empty Nest', players: [] },
];

const names = (teams: ReturnType<typeof visibleRosters>) => teams.map((t) => t.roster.franchise_name);

describe('visibleRosters', () => {
  it('own team first, the others alphabetical, every team without filters', () => {
    const teams = visibleRosters(ROSTERS, DEFAULT_VIEW, '0003');
    expect(names(teams)).toEqual(['Punt Pirates', 'Bench Mob', 'Empty Nest', 'Zebra Crossing']);
    expect(teams.map((t) => t.own)).toEqual([true, false, false, false]);
  });

  it('only the chosen team', () => {
    expect(names(visibleRosters(ROSTERS, { search: '', team: '0002' }, '0003'))).toEqual(['Bench Mob']);
  });

  it('searches name, position or NFL team, ignoring case; only teams with a match', () => {
    const byName = visibleRosters(ROSTERS, { search: 'KELCE', team: null }, '0003');
    expect(names(byName)).toEqual(['Zebra Crossing']);
    expect(byName[0].players.map((pl) => pl.player_id)).toEqual(['2']);
    expect(names(visibleRosters(ROSTERS, { search: 'min', team: null }, null))).toEqual(['Bench Mob', 'Punt Pirates']);
    expect(names(visibleRosters(ROSTERS, { search: 'qb', team: null }, null))).toEqual(['Zebra Crossing']);
    expect(visibleRosters(ROSTERS, { search: 'kelce', team: '0002' }, null)).toEqual([]);
  });
});

describe('the grid', () => {
  it("has QB, RB, WR, TE, Def, PK, and 'Other', 'IR', 'Taxi' only when needed", () => {
    expect(gridColumns(visibleRosters(ROSTERS, { search: '', team: '0001' }, null))).toEqual(['QB', 'RB', 'WR', 'TE', 'Def', 'PK']);
    expect(gridColumns(visibleRosters(ROSTERS, DEFAULT_VIEW, null))).toEqual(['QB', 'RB', 'WR', 'TE', 'Def', 'PK', 'Other', 'IR']);
    const taxi = [{ franchise_id: '9', franchise_name: 'T', players: [p('7', 'Rookie', 'WR', 'NYJ', 'TAXI_SQUAD')] }];
    expect(gridColumns(visibleRosters(taxi, DEFAULT_VIEW, null))).toEqual(['QB', 'RB', 'WR', 'TE', 'Def', 'PK', 'Taxi']);
  });

  it("groups a team's players by column; injured reserve and the taxi squad apart from their positions", () => {
    const columns = byGridColumn([
      ...ROSTERS[0].players, ...ROSTERS[1].players, ...ROSTERS[2].players, p('6', 'Nobody', null, null), p('7', 'Rookie', 'WR', 'NYJ', 'TAXI_SQUAD'),
    ]);
    expect(columns.get('QB')?.map((pl) => pl.full_name)).toEqual(['Patrick Mahomes']);
    expect(columns.get('Def')?.map((pl) => pl.full_name)).toEqual(['Vikings']);
    expect(columns.get('Other')?.map((pl) => pl.full_name)).toEqual(['Micah Parsons', 'Nobody']);
    expect(columns.get('IR')?.map((pl) => pl.full_name)).toEqual(['Justin Jefferson']);
    expect(columns.get('Taxi')?.map((pl) => pl.full_name)).toEqual(['Rookie']);
    expect(columns.get('WR')).toBeUndefined();
    expect(columns.get('RB')).toBeUndefined();
  });
});

describe('the list', () => {
  it('the active roster first, then injured reserve, then the taxi squad; empty groups left out', () => {
    const groups = rosterGroups([
      p('1', 'Taxi One', 'WR', 'NYJ', 'TAXI_SQUAD'), p('2', 'Active', 'QB', 'KCC'), p('3', 'Hurt', 'RB', 'DAL', 'INJURED_RESERVE'),
      p('4', 'Odd Status', 'TE', 'MIA', 'SOMETHING_NEW'),
    ]);
    expect(groups.map((g) => [g.title, g.players.map((pl) => pl.player_id)])).toEqual([
      [null, ['2', '4']], ['Injured Reserve', ['3']], ['Taxi Squad', ['1']],
    ]);
    expect(rosterGroups([p('2', 'Active', 'QB', 'KCC')]).map((g) => g.title)).toEqual([null]);
    expect(rosterGroups([])).toEqual([]);
  });

  it("spec 02 §2's six columns; salary, contract years and notes where the league uses them", () => {
    const six = ['player', 'pos', 'team', 'bye', 'injury', 'drafted'];
    expect(playerColumns({ rosters: ROSTERS, usesSalaries: false, usesContractYear: false })).toEqual(six);
    const noted = [{ ...ROSTERS[0], players: [{ ...ROSTERS[0].players[0], salary: 23, contract_year: 2, contract_info: 'R2' }] }];
    expect(playerColumns({ rosters: noted, usesSalaries: true, usesContractYear: true })).toEqual([...six, 'salary', 'years', 'contract']);
    expect(playerColumns({ rosters: ROSTERS, usesSalaries: true, usesContractYear: false })).toEqual([...six, 'salary']);
    expect(playerColumns({ rosters: noted, usesSalaries: false, usesContractYear: false })).toEqual(six); // notes alone are no contract
  });
});

describe('filters and counts', () => {
  it('Clear Filters empties search and team, keeps the layout', () => {
    const view = { search: 'kel', team: '0001', layout: 'grid' as const };
    expect(hasFilters(view)).toBe(true);
    expect(clearFilters(view)).toEqual({ search: '', team: null, layout: 'grid' });
    expect(hasFilters(clearFilters(view))).toBe(false);
    expect(hasFilters({ search: '  ', team: null })).toBe(false);
  });

  it('counts players shown against the rosters', () => {
    expect(playersCountText(visibleRosters(ROSTERS, DEFAULT_VIEW, null), ROSTERS)).toBe('5 players');
    expect(playersCountText(visibleRosters(ROSTERS, { search: 'kelce', team: null }, null), ROSTERS)).toBe('1 of 5 players');
  });
});
