import { getMflSession } from "../_shared/credentials/mod.ts";
import { json } from "../_shared/responses.ts";
import type { RouteHandler } from "../_shared/router.ts";
import { callerId, type MflDeps, nowOf } from "./deps.ts";
import { parseOptionalJson, seasonOf, ZYearRequest } from "./schemas.ts";
import { syncLeagues } from "./sync-leagues.ts";

/** POST /sync-leagues {year?} → {success, existing, added, total, warnings}. */
export function postSyncLeagues(deps: MflDeps): RouteHandler {
  return async (req, ctx) => {
    const userId = callerId(ctx);
    const body = await parseOptionalJson(req, ZYearRequest);
    const now = nowOf(deps);
    const db = deps.db();
    const session = await getMflSession(db, userId, now, deps.keyring);
    const result = await syncLeagues(db, deps.upstream(), { userId, cookie: session.cookie, year: seasonOf(body.year, now), now });
    return json({ success: true, ...result });
  };
}
