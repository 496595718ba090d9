import { authorize } from "../_shared/auth.ts";
import { healthRoute } from "../_shared/get-health.ts";
import { createRouter } from "../_shared/router.ts";
import { serviceClient } from "../_shared/supabase.ts";
import { mflUpstream } from "../_shared/upstream/default-upstream.ts";
import type { MflDeps } from "./deps.ts";
import { getCurrentWeek } from "./get-current-week.ts";
import { getLeagues } from "./get-leagues.ts";
import { postDisconnect } from "./post-disconnect.ts";
import { postLogin } from "./post-login.ts";
import { postSyncLeagues } from "./post-sync-leagues.ts";
import { postValidateCookie } from "./post-validate-cookie.ts";
import { postValidate } from "./post-validate.ts";

export type { MflDeps };

export function createHandler(deps: MflDeps): (req: Request) => Promise<Response> {
  return createRouter("mfl", [
    healthRoute("mfl"),
    { method: "POST", pattern: "/login", auth: "user", handler: postLogin(deps) },
    { method: "POST", pattern: "/validate-cookie", auth: "user", handler: postValidateCookie(deps) },
    { method: "GET", pattern: "/leagues", auth: "user", handler: getLeagues(deps) },
    { method: "POST", pattern: "/validate", auth: "user", handler: postValidate(deps) },
    { method: "GET", pattern: "/current-week", auth: "user", handler: getCurrentWeek(deps) },
    { method: "POST", pattern: "/sync-leagues", auth: "user", handler: postSyncLeagues(deps) },
    { method: "POST", pattern: "/disconnect", auth: "user", handler: postDisconnect(deps) },
  ], deps.authorize);
}

export const handler = createHandler({ authorize, db: serviceClient, upstream: mflUpstream });
