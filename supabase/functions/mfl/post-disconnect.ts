import { withdrawLeagueVerification } from "../_shared/league-data/league-membership.ts";
import { clearMflSession } from "../_shared/credentials/mfl-session.ts";
import { json } from "../_shared/responses.ts";
import type { UserRouteContext } from "../_shared/router.ts";
import type { MflDeps } from "./deps.ts";

/**
 * POST /disconnect: forgets the stored cookie and its expiry (the username stays) and withdraws
 * every league membership the connection proved (the rows stay in the list) → {success}.
 */
export function postDisconnect(deps: MflDeps) {
  return async ({ req, caller: { userId } }: UserRouteContext<unknown>) => {
    await req.body?.cancel();
    await clearMflSession(deps.db(), userId);
    await withdrawLeagueVerification(deps.db(), userId, null);
    return json({ success: true });
  };
}
