import type { Roster, RosterPlayer } from '@contracts/league-rosters.ts';
import { teamOptions } from '@/data/league/team-options';
import { matchesText } from '@/lib/text-search';

export type RostersLayout = 'list' | 'grid';

export interface RostersView {
  search: string;
  /** A franchise id, or null for every team. */
  team: string | null;
  layout: RostersLayout;
}

export const DEFAULT_VIEW: RostersView = { search: '', team: null, layout: 'list' };

/** Spec 02 §9: the Grid View's columns, as MFL spells the positions. */
export const GRID_POSITIONS = ['QB', 'RB', 'WR', 'TE', 'Def', 'PK'] as const;

/** The Grid View's last column, for positions outside the six (IDP leagues' DL, LB, DB). */
export const OTHER_POSITIONS = 'Other';

/** A team as the screen shows it: its roster, whether it is the user's, and the players the search lets through. */
export interface TeamRoster {
  roster: Roster;
  own: boolean;
  players: RosterPlayer[];
}

/** Spec 02 §2: a player matches by name, position or NFL team, ignoring case. */
export function matchesPlayer(player: RosterPlayer, search: string): boolean {
  return matchesText([player.full_name, player.position, player.team], search);
}

/**
 * The teams shown (spec 02 §2): the user's first, the others alphabetical (the team filter's
 * order), only the chosen one when a team is picked; while searching, only teams with a match.
 */
export function visibleRosters(
  rosters: readonly Roster[],
  view: Pick<RostersView, 'search' | 'team'>,
  ownFranchiseId: string | null | undefined,
): TeamRoster[] {
  const byId = new Map(rosters.map((r) => [r.franchise_id, r]));
  const searching = view.search.trim() !== '';
  return teamOptions(rosters, ownFranchiseId)
    .filter(({ value }) => view.team === null || value === view.team)
    .map(({ value }) => {
      const roster = byId.get(value) as Roster;
      return { roster, own: value === ownFranchiseId, players: roster.players.filter((p) => matchesPlayer(p, view.search)) };
    })
    .filter((team) => !searching || team.players.length > 0);
}

/** The Grid View's columns: the six positions, and 'Other' when a shown player has none of them. */
export function gridColumns(teams: readonly TeamRoster[]): string[] {
  const known = new Set<string>(GRID_POSITIONS);
  const other = teams.some((t) => t.players.some((p) => !known.has(p.position ?? '')));
  return other ? [...GRID_POSITIONS, OTHER_POSITIONS] : [...GRID_POSITIONS];
}

/** A team's players by grid column, each column in the list's order. */
export function byGridColumn(players: readonly RosterPlayer[]): Map<string, RosterPlayer[]> {
  const known = new Set<string>(GRID_POSITIONS);
  const columns = new Map<string, RosterPlayer[]>();
  for (const player of players) {
    const column = known.has(player.position ?? '') ? (player.position as string) : OTHER_POSITIONS;
    columns.set(column, [...(columns.get(column) ?? []), player]);
  }
  return columns;
}

/** A roster status worth a badge: injured reserve and taxi squad; a plain roster spot has none. */
export function statusBadge(status: string): { label: string; title: string; color: string } | null {
  switch (status) {
    case 'INJURED_RESERVE':
      return { label: 'IR', title: 'Injured reserve', color: 'red' };
    case 'TAXI_SQUAD':
      return { label: 'Taxi', title: 'Taxi squad', color: 'grape' };
    default:
      return null;
  }
}

export function hasFilters(view: Pick<RostersView, 'search' | 'team'>): boolean {
  return view.search.trim() !== '' || view.team !== null;
}

/** Clear Filters: search and team back to none; the layout stays. */
export function clearFilters(view: RostersView): RostersView {
  return { ...view, search: '', team: null };
}

/** Players shown vs on the rosters: '12 of 240 players'. */
export function playersCountText(teams: readonly TeamRoster[], rosters: readonly Roster[]): string {
  const shown = teams.reduce((n, t) => n + t.players.length, 0);
  const total = rosters.reduce((n, r) => n + r.players.length, 0);
  return shown === total ? `${total} player${total === 1 ? '' : 's'}` : `${shown} of ${total} players`;
}
