import { getMflSession } from "../_shared/credentials/mfl-session.ts";
import { seasonOr } from "../_shared/league-input.ts";
import { json } from "../_shared/responses.ts";
import type { UserRouteContext } from "../_shared/router.ts";
import type { MflDeps } from "./deps.ts";
import type { syncLeaguesRequestSchema } from "../_shared/contracts/mfl-sync-leagues.ts";
import type { z } from "npm:zod@4.6.7";
import { syncLeagues } from "./sync-leagues.ts";

/** POST /sync-leagues {year?} → {success, existing, added, total, warnings}. */
export function postSyncLeagues(deps: MflDeps) {
  return async ({ caller: { userId }, input: body, now }: UserRouteContext<z.output<typeof syncLeaguesRequestSchema>>) => {
    const db = deps.db();
    const session = await getMflSession(db, userId, now, deps.keyring);
    const result = await syncLeagues(db, deps.upstream(), { userId, cookie: session.cookie, account: session.username, year: seasonOr(body.year, now), now });
    return json({ success: true, ...result });
  };
}
