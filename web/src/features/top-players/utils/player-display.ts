import type { TopPlayer } from '@contracts/league-top-players.ts';
import { DEFAULT_WEEK_RANGE, type WeekRange, weeksOf } from '@contracts/league-weeks.ts';

/** The league's weeks (startWeek..endWeek, as the answer names them); spec 02 §9's 1-17 when it names none. */
export function seasonWeeks(range: WeekRange | null | undefined): readonly number[] {
  return weeksOf(range ?? DEFAULT_WEEK_RANGE);
}

/**
 * The name on a small screen (spec 02 §2): 'F. Last', the rest of the name kept ('A. St. Brown',
 * 'M. Harrison Jr.'). A team defence keeps its name: 'K. City Chiefs' would say nothing.
 */
export function shortName(name: string, position: string | null): string {
  const parts = name.trim().split(/\s+/);
  if (position === 'Def' || parts.length < 2) return name.trim();
  return `${parts[0].charAt(0)}. ${parts.slice(1).join(' ')}`;
}

/** One week's points, one decimal (spec 02 §9); null when he has no score that week. */
export function weekPoints(player: Pick<TopPlayer, 'weekly_scores'>, week: number): number | null {
  const points = player.weekly_scores?.[String(week)];
  return typeof points === 'number' ? points : null;
}

/** '12.3', or '-' for a week without a score. */
export function formatWeek(points: number | null): string {
  return points === null ? '-' : points.toFixed(1);
}

/** The drawer's Weekly Performance entry: '{n} Pts' or '-'. */
export function formatWeekPts(points: number | null): string {
  return points === null ? '-' : `${points.toFixed(1)} Pts`;
}

export type RowTone = 'free-agent' | 'own';

/** Spec 02 §2: free agents are highlighted green, the user's own players yellow. */
export function rowTone(player: Pick<TopPlayer, 'is_rostered' | 'roster_franchise_id'>, ownFranchiseId: string | null | undefined): RowTone | null {
  if (!player.is_rostered) return 'free-agent';
  if (ownFranchiseId && player.roster_franchise_id === ownFranchiseId) return 'own';
  return null;
}

/** The Team column: the fantasy team, or 'Free Agent'. */
export function teamLabel(player: Pick<TopPlayer, 'roster_team' | 'is_rostered'>): string {
  return player.is_rostered && player.roster_team ? player.roster_team : 'Free Agent';
}

/** Position, NFL team and bye week under the name: 'WR · MIN · Bye 6'. */
export function playerDetails(player: Pick<TopPlayer, 'position' | 'nfl_team' | 'bye_week'>): string {
  const parts = [player.position, player.nfl_team, player.bye_week ? `Bye ${player.bye_week}` : null];
  return parts.filter(Boolean).join(' · ');
}
