import { DEFAULT_WEEK_RANGE, leagueWeekRange, type WeekRange, weeksOf } from "../../contracts/league-weeks.ts";
import { playerScores } from "../../mfl/queries.ts";
import { currentWeek as weekInProgress } from "../current-week.ts";
import type { PlayerScore } from "../../mfl/scores.ts";
import type { LeagueDataset, SyncContext } from "./dataset.ts";
import type { UpstreamResult } from "../../upstream/result.ts";

/** One week of a league's player scores as replace_league_player_scores takes it. */
export interface WeekScoresRow {
  week: number;
  /** The week has ended: stored for good, never asked of MFL again. */
  final: boolean;
  scores: { player_id: string; score: number }[];
}

/** Above this many weeks to catch up, one season-by-week call is cheaper than a call per week. */
const PER_WEEK_CALLS_MAX = 2;

/**
 * The weeks to ask MFL for: every week of the league's up to the current one that is not final yet.
 * A league seen for the first time costs one season-by-week call; after that only the current week
 * (and, once, the week that just ended) is asked again.
 */
export function weeksToFetch(
  currentWeek: number,
  finalWeeks: number[],
  range: WeekRange = DEFAULT_WEEK_RANGE,
): { weeks: number[]; wholeSeason: boolean } {
  const final = new Set(finalWeeks);
  const weeks = weeksOf({ first: range.first, last: Math.min(currentWeek, range.last) }).filter((w) => !final.has(w));
  return { weeks, wholeSeason: weeks.length > PER_WEEK_CALLS_MAX };
}

/**
 * A week's scores are final once the league host has moved on to a later week: not when its last
 * game ends, since the host keeps correcting stats (and late games) until it rolls the week over.
 */
export function isWeekFinal(week: number, hostWeek: number): boolean {
  return week < hostWeek;
}

/** MFL rows grouped by week; unscored rows (did not play) are not stored. */
export function weekRows(scores: PlayerScore[], weeks: number[], isFinal: (week: number) => boolean, fallbackWeek?: number): WeekScoresRow[] {
  const byWeek = new Map<number, WeekScoresRow["scores"]>(weeks.map((w) => [w, []]));
  for (const s of scores) {
    const week = typeof s.week === "number" ? s.week : fallbackWeek;
    if (week === undefined || s.score === null || !s.playerId) continue;
    byWeek.get(week)?.push({ player_id: s.playerId, score: s.score });
  }
  return [...byWeek].map(([week, rows]) => ({ week, final: isFinal(week), scores: rows }));
}

/** The league-host reads the rows came from: whether any was MFL's last copy, and when. */
type Reads = Pick<UpstreamResult<unknown>, "stale" | "fetchedAt" | "staleReason">[];

async function fetchWeeks(ctx: SyncContext, leagueId: string, year: number): Promise<{ rows: WeekScoresRow[]; results: Reads }> {
  const call = { userId: ctx.call.userId, priority: ctx.call.priority, patience: ctx.call.patience };
  const [schedule, finalWeeks] = await Promise.all([
    // The week in progress by the one rule of current-week.ts: unknown, the refresh fails with MFL's busy answer.
    weekInProgress(ctx.upstream, year, call),
    ctx.finalScoreWeeks(),
    // The schedule too: the Top Players drawer labels each week with the opponent ('vs'/'@').
    ctx.reference.ensure(["players", "bye_weeks", "nfl_schedules"], year, ctx.call),
  ]);
  const hostWeek = schedule.week;
  const isFinal = (week: number) => isWeekFinal(week, hostWeek);
  const { weeks, wholeSeason } = weeksToFetch(hostWeek, finalWeeks, leagueWeekRange(ctx.league.data));
  if (weeks.length === 0) return { rows: [], results: [schedule] };
  if (wholeSeason) {
    const season = await ctx.upstream.get(playerScores({ leagueId, year }), ctx.call);
    return { rows: weekRows(season.data.scores, weeks, isFinal), results: [season] };
  }
  const results = await Promise.all(weeks.map((week) => ctx.upstream.get(playerScores({ leagueId, year, week }), ctx.call)));
  return { rows: results.flatMap((r, i) => weekRows(r.data.scores, [weeks[i]], isFinal, weeks[i])), results };
}

/** Weekly player scores in the league's own scoring (MFL playerScores); ended weeks are stored once. */
export const playerScoresDataset: LeagueDataset<WeekScoresRow[], "player_scores"> = {
  kind: "player_scores",
  rpc: "replace_league_player_scores",
  source: (leagueId, year) => playerScores({ leagueId, year }),
  async fetch(ctx, leagueId, year) {
    const { rows, results } = await fetchWeeks(ctx, leagueId, year);
    const stale = results.find((r) => r.stale);
    return {
      rows,
      // The newest answer: the replace guard then keeps a concurrent refresh's newer weeks.
      fetchedAt: results.map((r) => r.fetchedAt).sort().at(-1) ?? new Date().toISOString(),
      stale: !!stale,
      ...(stale?.staleReason ? { staleReason: stale.staleReason } : {}),
    };
  },
};
