import { type Authorize, authorize } from "../_shared/auth.ts";
import { healthRoute } from "../_shared/get-health.ts";
import { putSettingsResponseSchema, systemSettingsSchema } from "../_shared/contracts/admin-settings.ts";
import { leagueSettingsRequestSchema, leagueSettingsResponseSchema } from "../_shared/contracts/mfl-lineup.ts";
import { getLeagueSettings, type GetLeagueSettingsDeps } from "./get-league-settings.ts";
import { createRouter, route } from "../_shared/router.ts";
import { readSettings, writeSettings } from "../_shared/settings.ts";
import { serviceClient, userClient } from "../_shared/supabase.ts";
import { getSettings, type GetSettingsDeps } from "./get-settings.ts";
import { putSettings, type PutSettingsDeps } from "./put-settings.ts";

export interface AdminDeps extends GetSettingsDeps, PutSettingsDeps, Partial<GetLeagueSettingsDeps> {
  authorize: Authorize;
}

export function createHandler(deps: AdminDeps): (req: Request) => Promise<Response> {
  return createRouter("admin", [
    healthRoute("admin"),
    route({ method: "GET", pattern: "/settings", auth: "admin", output: systemSettingsSchema, handler: getSettings(deps) }),
    route({
      method: "PUT",
      pattern: "/settings",
      auth: "admin",
      input: { body: systemSettingsSchema },
      output: putSettingsResponseSchema,
      handler: putSettings(deps),
    }),
    // Read by the Set Lineup screen of every member (spec 01 §7), not only admins: RLS limits it to their leagues.
    route({
      method: "GET",
      pattern: "/get-league-settings",
      auth: "user",
      input: { query: leagueSettingsRequestSchema },
      output: leagueSettingsResponseSchema,
      handler: getLeagueSettings({ userDb: deps.userDb ?? userClient }),
    }),
  ], { authorize: deps.authorize });
}

// Admin access is checked before these run, so the service client does the work; the admin page
// reads fresh rows rather than this isolate's 30-second cache.
export const handler = createHandler({
  authorize,
  readSettings: () => readSettings(serviceClient(), { maxAgeMs: 0 }),
  writeSettings: (settings, updatedBy) => writeSettings(serviceClient(), settings, updatedBy),
});
