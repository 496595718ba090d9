import type { Roster, RosterPlayer, RostersResponse } from '@contracts/league-rosters.ts';
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

/** The Grid View's column for positions outside the six (IDP leagues' DE, DT, LB, CB, S). */
export const OTHER_POSITIONS = 'Other';

/**
 * Where a player is kept apart from the active roster (reference §5.3 statuses): injured reserve
 * and the taxi squad, each with its own table in the List View and its own column in the Grid View.
 */
export const RESERVE_GROUPS = [
  { status: 'INJURED_RESERVE', title: 'Injured Reserve', column: 'IR' },
  { status: 'TAXI_SQUAD', title: 'Taxi Squad', column: 'Taxi' },
] as const;

const RESERVE_COLUMN: ReadonlyMap<string, string> = new Map(RESERVE_GROUPS.map((g) => [g.status, g.column]));

/** A team's players: the active roster first (any status other than IR and taxi), then IR, then the taxi squad; empty groups left out. */
export function rosterGroups(players: readonly RosterPlayer[]): { title: string | null; status: string; players: RosterPlayer[] }[] {
  const reserves = new Set<string>(RESERVE_GROUPS.map((g) => g.status));
  const groups = [
    { title: null, status: 'ROSTER', players: players.filter((p) => !reserves.has(p.status)) },
    ...RESERVE_GROUPS.map((g) => ({ title: g.title, status: g.status as string, players: players.filter((p) => p.status === g.status) })),
  ];
  return groups.filter((g) => g.players.length > 0);
}

export type PlayerColumn = 'player' | 'pos' | 'team' | 'bye' | 'injury' | 'drafted' | 'salary' | 'years' | 'contract';

export const PLAYER_COLUMN_LABELS: Readonly<Record<PlayerColumn, { label: string; title?: string }>> = {
  player: { label: 'Player' },
  pos: { label: 'Pos' },
  team: { label: 'NFL Team' },
  bye: { label: 'Bye' },
  injury: { label: 'Injury' },
  drafted: { label: 'Drafted' },
  salary: { label: 'Salary' },
  years: { label: 'Years', title: 'Contract years' },
  contract: { label: 'Contract', title: "The league's contract notes" },
};

/**
 * The List View's columns: spec 02 §2's six, then the contract where the league uses one (salary,
 * contract years, and the league's own contract notes where any player has them).
 */
export function playerColumns(answer: Pick<RostersResponse, 'rosters' | 'usesSalaries' | 'usesContractYear'>): PlayerColumn[] {
  const notes = answer.rosters.some((r) => r.players.some((p) => !!p.contract_info));
  return [
    'player', 'pos', 'team', 'bye', 'injury', 'drafted',
    ...(answer.usesSalaries ? ['salary' as const] : []),
    ...(answer.usesContractYear ? ['years' as const] : []),
    ...(notes && (answer.usesSalaries || answer.usesContractYear) ? ['contract' as const] : []),
  ];
}

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

/** A player's Grid View column: IR or Taxi when kept apart, else his position's (Other outside the six). */
function gridColumn(player: RosterPlayer): string {
  const reserve = RESERVE_COLUMN.get(player.status);
  if (reserve) return reserve;
  return (GRID_POSITIONS as readonly string[]).includes(player.position ?? '') ? (player.position as string) : OTHER_POSITIONS;
}

/** The Grid View's columns: the six positions, then 'Other', 'IR' and 'Taxi' when a shown player is in them. */
export function gridColumns(teams: readonly TeamRoster[]): string[] {
  const used = new Set(teams.flatMap((t) => t.players.map(gridColumn)));
  return [...GRID_POSITIONS, ...[OTHER_POSITIONS, ...RESERVE_GROUPS.map((g) => g.column)].filter((column) => used.has(column))];
}

/** A team's players by grid column, each column in the list's order. */
export function byGridColumn(players: readonly RosterPlayer[]): Map<string, RosterPlayer[]> {
  const columns = new Map<string, RosterPlayer[]>();
  for (const player of players) {
    const column = gridColumn(player);
    columns.set(column, [...(columns.get(column) ?? []), player]);
  }
  return columns;
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
