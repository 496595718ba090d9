import { AppError } from "../_shared/errors.ts";
import { isNotFound } from "../_shared/mfl/errors.ts";
import { isAuthFailure, seasonNotFound, upstreamFailure } from "../_shared/mfl/app-errors.ts";
import { getMflSession } from "../_shared/credentials/mfl-session.ts";
import { myleagues } from "../_shared/mfl/queries.ts";
import { seasonOr } from "../_shared/league-input.ts";
import { json } from "../_shared/responses.ts";
import type { UserRouteContext } from "../_shared/router.ts";
import type { MflDeps } from "./deps.ts";
import { FAILED_TO_FETCH_LEAGUES } from "../_shared/contracts/mfl-sync-leagues.ts";
import type { mflLeaguesRequestSchema } from "../_shared/contracts/mfl-leagues.ts";
import type { z } from "npm:zod@4.6.7";
import { sessionRejected } from "./session-rejected.ts";

/** GET /leagues?year= → the caller's MFL leagues ({league_id, franchise_id, name, url, franchise_name}). */
export function getLeagues(deps: MflDeps) {
  return async ({ caller: { userId }, input: query, now }: UserRouteContext<z.output<typeof mflLeaguesRequestSchema>>) => {
    const db = deps.db();
    const session = await getMflSession(db, userId, now, deps.keyring);
    const year = seasonOr(query.year, now);
    try {
      const result = await deps.upstream().get(myleagues({ year }), {
        cookie: session.cookie,
        userId,
        account: session.username,
      });
      return json({
        success: true,
        year,
        leagues: result.data.map((l) => ({
          league_id: l.leagueId,
          franchise_id: l.franchiseId,
          name: l.name,
          franchise_name: l.franchiseName,
          url: l.url || null,
        })),
        ...(result.stale ? { stale: true, fetchedAt: result.fetchedAt } : {}),
      });
    } catch (error) {
      if (isAuthFailure(error)) throw await sessionRejected(db, userId, now);
      if (isNotFound(error)) throw new AppError("not_found", seasonNotFound(year), { success: false });
      throw upstreamFailure(error, FAILED_TO_FETCH_LEAGUES);
    }
  };
}
