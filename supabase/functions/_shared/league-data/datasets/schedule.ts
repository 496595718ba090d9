import { leagueWeekRange, type WeekRange } from "../../contracts/league-weeks.ts";
import { schedule as scheduleExport } from "../../mfl/queries.ts";
import type { FantasyWeek } from "../../mfl/schedule.ts";
import type { LeagueDataset } from "./dataset.ts";

/**
 * A league_schedule row as replace_league_schedule takes it: one game of a franchise in a week. Some
 * leagues play two games a week: `game` numbers a franchise's games of the week (1, 2) in MFL's order.
 */
export interface ScheduleWriteRow {
  week: number;
  franchise_id: string;
  game: number;
  /** null: the pairing is not decided yet (TBD), as MFL shows a playoff week before its bracket is set. */
  opponent_id: string | null;
  is_home: boolean;
  score: number | null;
  result: "W" | "L" | "T" | null;
  spread: number | null;
}

/** Every game of every franchise in the league's weeks (weeks MFL leaves empty have no rows). */
export function scheduleRows(weeks: FantasyWeek[], range: WeekRange): ScheduleWriteRow[] {
  return weeks.filter((w) => w.week >= range.first && w.week <= range.last).flatMap((w) => {
    const games = new Map<string, number>();
    return w.matchups.flatMap((m) =>
      m.franchises.map((f) => {
        const game = (games.get(f.id) ?? 0) + 1;
        games.set(f.id, game);
        return {
          week: w.week,
          franchise_id: f.id,
          game,
          opponent_id: m.decided ? m.franchises.find((o) => o.id !== f.id)?.id ?? null : null,
          is_home: f.isHome,
          score: f.score,
          result: f.result,
          spread: f.spread,
        };
      })
    );
  });
}

/** The league's fantasy head-to-head schedule for the season (MFL schedule, one call). */
export const schedule: LeagueDataset<ScheduleWriteRow[], "schedule"> = {
  kind: "schedule",
  rpc: "replace_league_schedule",
  source: (leagueId, year) => scheduleExport({ leagueId, year }),
  async fetch(ctx, leagueId, year) {
    const result = await ctx.upstream.get(scheduleExport({ leagueId, year }), ctx.call);
    return {
      rows: scheduleRows(result.data, leagueWeekRange(ctx.league.data)),
      fetchedAt: result.fetchedAt,
      stale: result.stale,
      ...(result.staleReason ? { staleReason: result.staleReason } : {}),
    };
  },
};
