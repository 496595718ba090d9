import { getMflSession } from "../_shared/credentials/mfl-session.ts";
import { parseJson } from "../_shared/input.ts";
import { seasonOr } from "../_shared/league-input.ts";
import { json } from "../_shared/responses.ts";
import { requireUser, type RouteHandler } from "../_shared/router.ts";
import { type MflDeps, nowOf } from "./deps.ts";
import { ZYearRequest } from "./schemas.ts";
import { syncLeagues } from "./sync-leagues.ts";

/** POST /sync-leagues {year?} → {success, existing, added, total, warnings}. */
export function postSyncLeagues(deps: MflDeps): RouteHandler {
  return async (req, ctx) => {
    const userId = requireUser(ctx).userId;
    const body = await parseJson(req, ZYearRequest, { optional: true });
    const now = nowOf(deps);
    const db = deps.db();
    const session = await getMflSession(db, userId, now, deps.keyring);
    const result = await syncLeagues(db, deps.upstream(), { userId, cookie: session.cookie, account: session.username, year: seasonOr(body.year, now), now });
    return json({ success: true, ...result });
  };
}
