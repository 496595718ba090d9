import { type Authorize, authorize } from "../_shared/auth.ts";
import { healthRoute } from "../_shared/get-health.ts";
import { createRouter } from "../_shared/router.ts";
import { readSettings, writeSettings } from "../_shared/settings.ts";
import { serviceClient } from "../_shared/supabase.ts";
import { getSettings, type GetSettingsDeps } from "./get-settings.ts";
import { putSettings, type PutSettingsDeps } from "./put-settings.ts";

export interface AdminDeps extends GetSettingsDeps, PutSettingsDeps {
  authorize: Authorize;
}

export function createHandler(deps: AdminDeps): (req: Request) => Promise<Response> {
  return createRouter("admin", [
    healthRoute("admin"),
    { method: "GET", pattern: "/settings", auth: "admin", handler: getSettings(deps) },
    { method: "PUT", pattern: "/settings", auth: "admin", handler: putSettings(deps) },
  ], deps.authorize);
}

// Admin access is checked before these run, so the service client does the work; the admin page
// reads fresh rows rather than this isolate's 30-second cache.
export const handler = createHandler({
  authorize,
  readSettings: () => readSettings(serviceClient(), { maxAgeMs: 0 }),
  writeSettings: (settings, updatedBy) => writeSettings(serviceClient(), settings, updatedBy),
});
