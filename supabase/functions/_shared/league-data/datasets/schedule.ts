import { schedule as scheduleExport } from "../../mfl/queries.ts";
import type { FantasyWeek } from "../../mfl/schedule.ts";
import type { LeagueDataset } from "./dataset.ts";

/** A league_schedule row as replace_league_schedule takes it: one franchise's matchup of a week. */
export interface ScheduleWriteRow {
  week: number;
  franchise_id: string;
  opponent_id: string | null;
  is_home: boolean;
  score: number | null;
  result: "W" | "L" | "T" | null;
  spread: number | null;
}

/** Every franchise of every scheduled week, with its opponent (weeks MFL leaves empty have no rows). */
export function scheduleRows(weeks: FantasyWeek[]): ScheduleWriteRow[] {
  return weeks.filter((w) => w.week >= 1 && w.week <= 22).flatMap((w) =>
    w.matchups.flatMap((m) =>
      m.franchises.filter((f) => f.id).map((f) => ({
        week: w.week,
        franchise_id: f.id,
        opponent_id: m.franchises.find((o) => o !== f)?.id || null,
        is_home: f.isHome,
        score: f.score,
        result: f.result,
        spread: f.spread,
      }))
    )
  );
}

/** The league's fantasy head-to-head schedule for the season (MFL schedule, one call). */
export const schedule: LeagueDataset<ScheduleWriteRow[], "schedule"> = {
  kind: "schedule",
  rpc: "replace_league_schedule",
  source: (leagueId, year) => scheduleExport({ leagueId, year }),
  async fetch(ctx, leagueId, year) {
    const result = await ctx.upstream.get(scheduleExport({ leagueId, year }), ctx.call);
    return {
      rows: scheduleRows(result.data),
      fetchedAt: result.fetchedAt,
      stale: result.stale,
      ...(result.staleReason ? { staleReason: result.staleReason } : {}),
    };
  },
};
