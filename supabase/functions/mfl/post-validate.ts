import { findMflSession } from "../_shared/credentials/mfl-session.ts";
import { AppError } from "../_shared/errors.ts";
import { MflApiError, MflLeagueAccessError } from "../_shared/mfl/errors.ts";
import type { League } from "../_shared/mfl/league.ts";
import { league as leagueQuery } from "../_shared/mfl/queries.ts";
import { json } from "../_shared/responses.ts";
import { seasonOr } from "../_shared/league-input.ts";
import type { UserRouteContext } from "../_shared/router.ts";
import type { MflDeps } from "./deps.ts";
import { LEAGUE_NOT_FOUND, type validateLeagueRequestSchema } from "../_shared/contracts/mfl-validate.ts";
import type { z } from "npm:zod@4.6.7";
import { isAuthFailure, upstreamFailure } from "../_shared/mfl/app-errors.ts";

/**
 * POST /validate {leagueId, year?}: asks MFL for the league with the caller's own stored cookie
 * (when they have a usable one), uncached: never from the shared league-keyed cache (or a shared
 * in-flight call), which hold what MFL showed a member. A non-member learns only what MFL itself
 * tells them. The call still goes through the host limiter and the per-user cap.
 */
export function postValidate(deps: MflDeps) {
  return async ({ caller: { userId }, input: body, now }: UserRouteContext<z.output<typeof validateLeagueRequestSchema>>) => {
    const year = seasonOr(body.year, now);
    const db = deps.db();
    const session = await findMflSession(db, userId, now, deps.keyring);
    let l: League;
    try {
      l = await deps.upstream().uncached(leagueQuery({ leagueId: body.leagueId, year }), { cookie: session?.cookie, userId });
    } catch (error) {
      // Not a verdict on the session: no session, or a private league the user is not in.
      if (isAuthFailure(error) || error instanceof MflLeagueAccessError) {
        throw notFound("MyFantasyLeague only shows this league to its members");
      }
      if (error instanceof MflApiError) throw notFound();
      throw upstreamFailure(error, "Failed to validate league", { valid: false });
    }
    if (!l.id && !l.name) throw notFound();
    return json({
      success: true,
      valid: true,
      league: {
        id: l.id || body.leagueId,
        name: l.name,
        year,
        franchises: l.franchises.length,
        divisions: l.divisions.length,
        baseURL: l.baseURL,
        startWeek: l.startWeek,
        endWeek: l.endWeek,
        lastRegularSeasonWeek: l.lastRegularSeasonWeek,
      },
    });
  };
}

function notFound(reason?: string): AppError {
  return new AppError("not_found", reason ? `${LEAGUE_NOT_FOUND}: ${reason}` : LEAGUE_NOT_FOUND, { success: false, valid: false });
}
