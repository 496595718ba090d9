import type { TopPlayer } from '@contracts/league-top-players.ts';
import { teamOptions } from '@/data/league/team-options';
import { pageRange } from '@/lib/pagination';
import { matchesText } from '@/lib/text-search';

/** Spec 02 §9: 50, 100 or 200 a page; Top Players starts at 50. */
export const PAGE_SIZES = [50, 100, 200] as const;

export const PAGE_SIZE_OPTIONS = PAGE_SIZES.map((size) => ({ value: String(size), label: `${size} / page` }));

/** The roster-status filter: every player, rostered ones, free agents, or one team's (`team:{franchiseId}`). */
export type RosterStatus = 'all' | 'rostered' | 'free' | `team:${string}`;

export interface TopPlayersView {
  search: string;
  status: RosterStatus;
  /** A position as MFL spells it ('Def', 'PK'), or 'all'. */
  position: string;
  /** 1-based. */
  page: number;
  pageSize: number;
}

export const DEFAULT_VIEW: TopPlayersView = { search: '', status: 'all', position: 'all', page: 1, pageSize: PAGE_SIZES[0] };

/** Spec 02 §2's position filter; MFL spells DEF 'Def' and K 'PK'. */
export const POSITION_OPTIONS = [
  { value: 'all', label: 'All Positions' },
  { value: 'QB', label: 'QB' },
  { value: 'RB', label: 'RB' },
  { value: 'WR', label: 'WR' },
  { value: 'TE', label: 'TE' },
  { value: 'Def', label: 'DEF' },
  { value: 'PK', label: 'K' },
];

/** Where IDP positions go in the filter: the order MFL lists them (reference §1: DE DT LB CB S). */
const IDP_ORDER = ['DE', 'DT', 'LB', 'CB', 'S'];

/**
 * The position filter: spec 02 §2's positions, then any other position the league's players have
 * (an IDP league's DE, DT, LB, CB, S), so every player can be found by position.
 */
export function positionOptions(players: readonly Pick<TopPlayer, 'position'>[]): { value: string; label: string }[] {
  const named = new Set(POSITION_OPTIONS.map((o) => o.value));
  const others = [...new Set(players.map((p) => p.position).filter((pos): pos is string => !!pos && !named.has(pos)))];
  const rank = (pos: string) => (IDP_ORDER.includes(pos) ? IDP_ORDER.indexOf(pos) : IDP_ORDER.length);
  others.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return [...POSITION_OPTIONS, ...others.map((pos) => ({ value: pos, label: pos }))];
}

/** The roster-status filter's choices: All Players, On a Roster, Free Agents, then the league's teams (own first). */
export function statusOptions(franchiseNames: Readonly<Record<string, string>>, ownFranchiseId: string | null | undefined) {
  const teams = Object.entries(franchiseNames).map(([franchise_id, franchise_name]) => ({ franchise_id, franchise_name }));
  return [
    {
      group: 'Players',
      items: [
        { value: 'all', label: 'All Players' },
        { value: 'rostered', label: 'On a Roster' },
        { value: 'free', label: 'Free Agents' },
      ],
    },
    { group: 'Teams', items: teamOptions(teams, ownFranchiseId).map(({ value, label }) => ({ value: `team:${value}`, label })) },
  ];
}

function matchesStatus(player: TopPlayer, status: RosterStatus): boolean {
  switch (status) {
    case 'all':
      return true;
    case 'rostered':
      return player.is_rostered;
    case 'free':
      return !player.is_rostered;
    default:
      return player.roster_franchise_id === status.slice('team:'.length);
  }
}

/**
 * The players the search and filters let through, in the list's order. The search (spec 02 §2)
 * looks in name, position, NFL team and fantasy team, ignoring case.
 */
export function filterPlayers(players: readonly TopPlayer[], view: Pick<TopPlayersView, 'search' | 'status' | 'position'>): TopPlayer[] {
  return players.filter(
    (p) =>
      (view.position === 'all' || p.position === view.position) &&
      matchesStatus(p, view.status) &&
      matchesText([p.name, p.position, p.nfl_team, p.roster_team], view.search),
  );
}

/** Spec 02 §4: best first, total points descending (ties by name), whatever order the answer had. */
export function byTotalPoints(players: readonly TopPlayer[]): TopPlayer[] {
  return [...players].sort((a, b) => b.total_points - a.total_points || a.name.localeCompare(b.name));
}

/** Spec 02 §4: a change of the search, a filter or the page size goes back to page 1; only paging keeps the rest. */
export function updateView(view: TopPlayersView, change: Partial<Omit<TopPlayersView, 'page'>> | { page: number }): TopPlayersView {
  if ('page' in change) return { ...view, page: change.page };
  return { ...view, ...change, page: 1 };
}

/** 'Showing 51 to 100 of 734 results'. */
export function resultsText(page: number, pageSize: number, total: number): string {
  const { from, to } = pageRange(page, total, pageSize);
  return `Showing ${from} to ${to} of ${total} results`;
}
