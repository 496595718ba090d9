import type { z } from "npm:zod@4.6.7";
import type { weeklyAffiliationsRequestSchema } from "../_shared/contracts/admin-backfill-weekly-affiliations.ts";
import { boxScoreTeamRows, playedWeeks, type TeamWeekRow, weekOf } from "../_shared/player-identity/tank01-rows.ts";
import { boxScore, seasonSchedule } from "../_shared/tank01/queries.ts";
import type { Tank01Upstream } from "../_shared/tank01/upstream.ts";
import { gameState } from "../_shared/contracts/live-feed-rules.ts";
import { AppError } from "../_shared/errors.ts";
import { json } from "../_shared/responses.ts";
import type { RouteContext } from "../_shared/router.ts";
import type { Caller } from "../_shared/auth.ts";
import { identityRpc, type IdentityDeps } from "./identity-db.ts";

export interface WeeklyAffiliationsDeps extends IdentityDeps {
  tank01(): Pick<Tank01Upstream, "get">;
  /** How long one call may work before it answers with the weeks left (default 20 s). */
  budgetMs?: number;
}

/**
 * POST /admin/backfill-weekly-affiliations {season, week?}: each player's NFL team per week, read
 * from that week's box scores (who played for whom), so a traded player's earlier plays stay with
 * his old team. Without a week, every week played so far, oldest first, until the time budget is
 * spent; the answer names the weeks left (box scores of finished games are cached, so running it
 * again continues where it stopped).
 */
export function postBackfillWeeklyAffiliations(deps: WeeklyAffiliationsDeps) {
  return async ({ caller, input, now }: RouteContext<z.output<typeof weeklyAffiliationsRequestSchema>, Caller>) => {
    const schedule = (await deps.tank01().get(seasonSchedule(input.season), { priority: "background" })).data.games;
    const weeks = input.week ? [input.week] : playedWeeks(schedule);
    if (weeks.length === 0) throw new AppError("bad_request", `No games of season ${input.season} have started yet`);
    const deadline = now + (deps.budgetMs ?? 20_000);
    const done: number[] = [];
    let written = 0;
    let players = 0;
    for (const week of weeks) {
      if (done.length > 0 && Date.now() > deadline) break;
      const games = schedule.filter((g) => weekOf(g) === week && gameState(g) !== "pregame");
      const rows: TeamWeekRow[] = [];
      for (const game of games) {
        const answer = await deps.tank01().get(boxScore(game.gameID), { priority: "background" });
        if ("boxScore" in answer.data) rows.push(...boxScoreTeamRows(week, answer.data.boxScore));
      }
      const stats = await identityRpc<{ written: number; rows: number }>(deps.userDb(caller.jwt), "record_player_team_weeks", {
        p_season: input.season,
        p_rows: rows,
      }, "Saving the weekly teams failed");
      written += stats.written;
      players += rows.length;
      done.push(week);
    }
    const left = weeks.filter((w) => !done.includes(w));
    const range = done.length === 1 ? `week ${done[0]}` : `weeks ${done[0]}-${done[done.length - 1]}`;
    return json({
      success: true,
      message: `Weekly teams of ${input.season} recorded for ${range}${left.length ? `; weeks ${left.join(", ")} remain: run it again to continue` : ""}.`,
      stats: { season: input.season, weeks: done, weeks_left: left, player_lines: players, written },
    });
  };
}
