import { describe, expect, it } from 'vitest';
import type { Roster, RosterPlayer } from '@contracts/league-rosters.ts';
import {
  byGridColumn,
  clearFilters,
  DEFAULT_VIEW,
  gridColumns,
  hasFilters,
  playersCountText,
  statusBadge,
  visibleRosters,
} from './rosters-view';

function p(player_id: string, full_name: string, position: string | null, team: string | null, status = 'ROSTER'): RosterPlayer {
  return { player_id, full_name, position, team, bye_week: 10, injury_status: null, drafted: null, status };
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
  it("has QB, RB, WR, TE, Def, PK, and 'Other' only when needed", () => {
    expect(gridColumns(visibleRosters(ROSTERS, { search: '', team: '0001' }, null))).toEqual(['QB', 'RB', 'WR', 'TE', 'Def', 'PK']);
    expect(gridColumns(visibleRosters(ROSTERS, DEFAULT_VIEW, null))).toEqual(['QB', 'RB', 'WR', 'TE', 'Def', 'PK', 'Other']);
  });

  it("groups a team's players by column", () => {
    const columns = byGridColumn([...ROSTERS[0].players, ...ROSTERS[2].players, p('6', 'Nobody', null, null)]);
    expect(columns.get('QB')?.map((pl) => pl.full_name)).toEqual(['Patrick Mahomes']);
    expect(columns.get('Def')?.map((pl) => pl.full_name)).toEqual(['Vikings']);
    expect(columns.get('Other')?.map((pl) => pl.full_name)).toEqual(['Micah Parsons', 'Nobody']);
    expect(columns.get('RB')).toBeUndefined();
  });
});

describe('badges, filters and counts', () => {
  it('marks injured reserve and taxi squad, not a plain roster spot', () => {
    expect(statusBadge('INJURED_RESERVE')?.label).toBe('IR');
    expect(statusBadge('TAXI_SQUAD')?.label).toBe('Taxi');
    expect(statusBadge('ROSTER')).toBeNull();
  });

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
