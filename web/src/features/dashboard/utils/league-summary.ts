import { isPlayoffPosition } from './placement';
import { NO_GAMES, parseRecord, winPercentage, type WinLossTie } from '@contracts/standings-rules.ts';
import { addRecords } from './records';

/** The fields of a standings row the dashboard reads (spec 01 §3). */
export interface StandingLike {
  franchise_id: string;
  /** Place in the league host's own standings order, 1 first. */
  rank: number;
  win_loss_tie_record: string;
  points_for: number;
}

/** One league from the user's point of view. */
export interface LeagueSummary {
  record: WinLossTie;
  /** 1 = first in the league. */
  place: number;
  leagueSize: number;
  pointsFor: number;
  /** Fraction 0…1 (spec 01 §9). */
  winRate: number;
  inPlayoffPosition: boolean;
}

function recordOf(row: StandingLike): WinLossTie {
  return parseRecord(row.win_loss_tie_record) ?? NO_GAMES;
}

/** The league's order, best first: the host's rank (the answer is grouped by division, not in league order). */
export function leagueOrder<T extends StandingLike>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => a.rank - b.rank);
}

/** The user's franchise in a league's standings; null when the franchise is not among them. */
export function summarizeLeague(rows: readonly StandingLike[], franchiseId: string): LeagueSummary | null {
  const ordered = leagueOrder(rows);
  const index = ordered.findIndex((row) => row.franchise_id === franchiseId);
  if (index < 0) return null;
  const row = ordered[index];
  const record = recordOf(row);
  const place = index + 1;
  return {
    record,
    place,
    leagueSize: ordered.length,
    pointsFor: row.points_for,
    winRate: winPercentage(record),
    inPlayoffPosition: isPlayoffPosition(place, ordered.length),
  };
}

export interface SeasonOverview {
  /** Every league's record summed. */
  record: WinLossTie;
  /** From the summed record, not an average of the leagues' rates. */
  winRate: number;
  firstPlaceCount: number;
  playoffCount: number;
  /** Leagues whose standings are known: the "total" of playoff position n/total. */
  leagueCount: number;
}

/** Spec 01 §2 Season Overview, over the leagues whose standings loaded. */
export function seasonOverview(leagues: readonly LeagueSummary[]): SeasonOverview {
  const record = leagues.reduce((sum, league) => addRecords(sum, league.record), NO_GAMES);
  return {
    record,
    winRate: winPercentage(record),
    firstPlaceCount: leagues.filter((league) => league.place === 1).length,
    playoffCount: leagues.filter((league) => league.inPlayoffPosition).length,
    leagueCount: leagues.length,
  };
}
