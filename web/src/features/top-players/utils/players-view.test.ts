import { describe, expect, it } from 'vitest';
import type { TopPlayer } from '@contracts/league-top-players.ts';
import {
  byTotalPoints,
  DEFAULT_VIEW,
  filterPlayers,
  PAGE_SIZE_OPTIONS,
  POSITION_OPTIONS,
  positionOptions,
  resultsText,
  statusOptions,
  updateView,
} from './players-view';

function player(player_id: string, name: string, position: string | null, extra: Partial<TopPlayer> = {}): TopPlayer {
  return {
    player_id,
    name,
    position,
    nfl_team: 'KCC',
    bye_week: 10,
    total_points: 100,
    avg_points: 10,
    roster_team: null,
    roster_franchise_id: null,
    is_rostered: false,
    ...extra,
  };
}

const PLAYERS = [
  player('1', 'Patrick Mahomes', 'QB', { roster_team: 'Punt Pirates', roster_franchise_id: '0003', is_rostered: true }),
  player('2', 'Justin Jefferson', 'WR', { nfl_team: 'MIN', roster_team: 'Bench Mob', roster_franchise_id: '0002', is_rostered: true }),
  player('3', 'Kansas City Chiefs', 'Def'),
  player('4', 'Harrison Butker', 'PK'),
  player('5', 'Travis Kelce', 'TE', { roster_team: 'Punt Pirates', roster_franchise_id: '0003', is_rostered: true }),
];

const ids = (players: TopPlayer[]) => players.map((p) => p.player_id);

describe('filterPlayers', () => {
  it('searches name, position, NFL team and fantasy team, ignoring case', () => {
    expect(ids(filterPlayers(PLAYERS, { ...DEFAULT_VIEW, search: 'JEFF' }))).toEqual(['2']);
    expect(ids(filterPlayers(PLAYERS, { ...DEFAULT_VIEW, search: 'def' }))).toEqual(['3']);
    expect(ids(filterPlayers(PLAYERS, { ...DEFAULT_VIEW, search: 'min' }))).toEqual(['2']);
    expect(ids(filterPlayers(PLAYERS, { ...DEFAULT_VIEW, search: 'punt pir' }))).toEqual(['1', '5']);
    expect(ids(filterPlayers(PLAYERS, { ...DEFAULT_VIEW, search: 'nobody' }))).toEqual([]);
  });

  it('filters by roster status and team', () => {
    expect(ids(filterPlayers(PLAYERS, { ...DEFAULT_VIEW, status: 'rostered' }))).toEqual(['1', '2', '5']);
    expect(ids(filterPlayers(PLAYERS, { ...DEFAULT_VIEW, status: 'free' }))).toEqual(['3', '4']);
    expect(ids(filterPlayers(PLAYERS, { ...DEFAULT_VIEW, status: 'team:0003' }))).toEqual(['1', '5']);
  });

  it("filters by position, DEF and K as MFL's Def and PK", () => {
    const value = (label: string) => POSITION_OPTIONS.find((o) => o.label === label)?.value ?? '';
    expect(ids(filterPlayers(PLAYERS, { ...DEFAULT_VIEW, position: value('DEF') }))).toEqual(['3']);
    expect(ids(filterPlayers(PLAYERS, { ...DEFAULT_VIEW, position: value('K') }))).toEqual(['4']);
    expect(ids(filterPlayers(PLAYERS, { ...DEFAULT_VIEW, position: 'QB', status: 'team:0002' }))).toEqual([]);
    expect(POSITION_OPTIONS.map((o) => o.label)).toEqual(['All Positions', 'QB', 'RB', 'WR', 'TE', 'DEF', 'K']);
  });

  it("adds the league's other positions (IDP) after the spec's, in MFL's order", () => {
    const idp = ['S', 'LB', 'DE', 'QB', 'CB', 'DT', null, 'Def', 'LB'].map((position, i) => player(String(i), `P${i}`, position));
    expect(positionOptions(idp).map((o) => o.label)).toEqual(['All Positions', 'QB', 'RB', 'WR', 'TE', 'DEF', 'K', 'DE', 'DT', 'LB', 'CB', 'S']);
    expect(positionOptions(PLAYERS)).toEqual(POSITION_OPTIONS);
    expect(ids(filterPlayers(idp, { ...DEFAULT_VIEW, position: 'LB' }))).toEqual(['1', '8']);
  });

  it('1,000 players filter in well under a frame', () => {
    const many = Array.from({ length: 1000 }, (_, i) => player(String(i), `Player ${i}`, POSITION_OPTIONS[1 + (i % 6)].value));
    const start = performance.now();
    filterPlayers(many, { ...DEFAULT_VIEW, search: 'player 9', position: 'WR' });
    expect(performance.now() - start).toBeLessThan(16);
  });
});

describe('the view', () => {
  it('starts at page 1 of 50, all players and positions', () => {
    expect(DEFAULT_VIEW).toEqual({ search: '', status: 'all', position: 'all', page: 1, pageSize: 50 });
    expect(PAGE_SIZE_OPTIONS.map((o) => o.label)).toEqual(['50 / page', '100 / page', '200 / page']);
  });

  it('every filter, search or page-size change goes back to page 1; paging keeps them', () => {
    const onPage3 = { ...DEFAULT_VIEW, page: 3 };
    expect(updateView(onPage3, { search: 'kel' })).toMatchObject({ search: 'kel', page: 1 });
    expect(updateView(onPage3, { status: 'free' })).toMatchObject({ status: 'free', page: 1 });
    expect(updateView(onPage3, { position: 'PK' })).toMatchObject({ position: 'PK', page: 1 });
    expect(updateView(onPage3, { pageSize: 100 })).toMatchObject({ pageSize: 100, page: 1 });
    expect(updateView({ ...onPage3, search: 'a' }, { page: 4 })).toMatchObject({ search: 'a', page: 4 });
  });

  it("'Showing x to y of z results'", () => {
    expect(resultsText(1, 50, 734)).toBe('Showing 1 to 50 of 734 results');
    expect(resultsText(15, 50, 734)).toBe('Showing 701 to 734 of 734 results');
    expect(resultsText(1, 50, 0)).toBe('Showing 0 to 0 of 0 results');
  });

  it('sorts by total points, best first, ties by name', () => {
    const sorted = byTotalPoints([
      player('a', 'Zed', 'QB', { total_points: 50 }),
      player('b', 'Amy', 'QB', { total_points: 50 }),
      player('c', 'Max', 'QB', { total_points: 80.5 }),
    ]);
    expect(ids(sorted)).toEqual(['c', 'b', 'a']);
  });

  it('offers All Players, On a Roster, Free Agents, then the teams with the own one first', () => {
    const options = statusOptions({ '0002': 'Bench Mob', '0003': 'Punt Pirates', '0001': 'Alpha' }, '0003');
    expect(options[0].items.map((o) => o.label)).toEqual(['All Players', 'On a Roster', 'Free Agents']);
    expect(options[1].items).toEqual([
      { value: 'team:0003', label: 'Punt Pirates (Your Team)' },
      { value: 'team:0001', label: 'Alpha' },
      { value: 'team:0002', label: 'Bench Mob' },
    ]);
  });
});
