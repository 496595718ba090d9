import { clearMflSession } from "../_shared/credentials/mfl-session.ts";
import { json } from "../_shared/responses.ts";
import { requireUser, type RouteHandler } from "../_shared/router.ts";
import type { MflDeps } from "./deps.ts";

/** POST /disconnect: forgets the stored cookie and its expiry (the username stays) → {success}. */
export function postDisconnect(deps: MflDeps): RouteHandler {
  return async (req, ctx) => {
    await req.body?.cancel();
    await clearMflSession(deps.db(), requireUser(ctx).userId);
    return json({ success: true });
  };
}
