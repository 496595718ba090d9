import { findMflSession } from "../_shared/credentials/mod.ts";
import { AppError } from "../_shared/errors.ts";
import { MflApiError } from "../_shared/mfl/errors.ts";
import type { League } from "../_shared/mfl/league.ts";
import { league as leagueQuery } from "../_shared/mfl/queries.ts";
import { json } from "../_shared/responses.ts";
import type { RouteHandler } from "../_shared/router.ts";
import { callerId, type MflDeps, nowOf } from "./deps.ts";
import { parseOptionalJson, seasonOf, ZValidateLeagueRequest } from "./schemas.ts";
import { isAuthFailure, upstreamFailure } from "./upstream-errors.ts";

export const LEAGUE_NOT_FOUND = "League not found";

/**
 * POST /validate {leagueId, year?}: asks MFL for the league (shared league-keyed cache; the stored
 * cookie is sent when the caller has a usable one, for private leagues).
 */
export function postValidate(deps: MflDeps): RouteHandler {
  return async (req, ctx) => {
    const userId = callerId(ctx);
    const body = await parseOptionalJson(req, ZValidateLeagueRequest);
    const now = nowOf(deps);
    const year = seasonOf(body.year, now);
    const db = deps.db();
    const session = await findMflSession(db, userId, now, deps.keyring);
    let found: { data: League; stale: boolean };
    try {
      found = await deps.upstream().get(leagueQuery({ leagueId: body.leagueId, year }), { cookie: session?.cookie, userId });
    } catch (error) {
      // Not a verdict on the session: MFL says the same for a private league the user is not in.
      if (isAuthFailure(error)) throw notFound("MyFantasyLeague only shows this league to its members");
      if (error instanceof MflApiError) throw notFound();
      throw upstreamFailure(error, "Failed to validate league", { valid: false });
    }
    const l = found.data;
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
      ...(found.stale ? { stale: true } : {}),
    });
  };
}

function notFound(reason?: string): AppError {
  return new AppError("not_found", reason ? `${LEAGUE_NOT_FOUND}: ${reason}` : LEAGUE_NOT_FOUND, { success: false, valid: false });
}
