import type { z } from "npm:zod@4.6.7";
import type { rosterRequestSchema } from "../_shared/contracts/mfl-lineup.ts";
import { league } from "../_shared/mfl/queries.ts";
import { json } from "../_shared/responses.ts";
import { staleNote } from "../_shared/mfl/app-errors.ts";
import type { UserRouteContext } from "../_shared/router.ts";
import { type LineupDeps, lineupCaller, lineupWeek, readRoster, withMfl } from "./lineup-context.ts";

/**
 * POST /roster {leagueId, franchiseId?, week?}: the caller's own roster for the week, as the lineup
 * screen shows it. Marked stale (with a note) when any read behind it is MFL's last copy, or the
 * week nobody named is the last one MFL named.
 */
export function postRoster(deps: LineupDeps) {
  return async ({ caller, input, now }: UserRouteContext<z.output<typeof rosterRequestSchema>>) => {
    const who = await lineupCaller(deps, input, caller, now);
    const { week, read: weekRead } = await lineupWeek(deps, who, input.week);
    const [roster, details] = await withMfl(deps, who, () =>
      Promise.all([
        readRoster(deps, who, week),
        deps.upstream().get(league({ leagueId: who.leagueId, year: who.year }), { cookie: who.cookie, userId: who.userId, patience: who.patience }),
      ])
    );
    const franchise = details.data.franchises.find((f) => f.id === who.franchiseId);
    return json({
      success: true,
      leagueId: who.leagueId,
      leagueName: details.data.name || null,
      franchiseId: who.franchiseId,
      franchiseName: franchise?.name ?? null,
      year: who.year,
      week,
      asOf: roster.asOf,
      players: roster.players,
      ...staleNote([weekRead, roster.read, details].filter((r) => r !== null)),
    });
  };
}
