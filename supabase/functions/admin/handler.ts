import { type Authorize, authorize } from "../_shared/auth.ts";
import { healthRoute } from "../_shared/get-health.ts";
import { putSettingsResponseSchema, systemSettingsSchema } from "../_shared/contracts/admin-settings.ts";
import {
  SYNC_OPERATIONS,
  syncMetadataQuerySchema,
  syncMetadataResponseSchema,
  syncOperations,
  type SyncOperation,
  syncRequestSchema,
  syncResponseSchema,
} from "../_shared/contracts/admin-sync.ts";
import { leagueSettingsRequestSchema, leagueSettingsResponseSchema } from "../_shared/contracts/mfl-lineup.ts";
import { getLeagueSettings, type GetLeagueSettingsDeps } from "./get-league-settings.ts";
import { createRouter, type Route, route } from "../_shared/router.ts";
import { readSettings, writeSettings } from "../_shared/settings.ts";
import { serviceClient, userClient } from "../_shared/supabase.ts";
import { getSettings, type GetSettingsDeps } from "./get-settings.ts";
import { getSyncMetadata } from "./get-sync-metadata.ts";
import { liveSyncDeps } from "./jobs/live-sync.ts";
import type { SyncDeps, Unavailable } from "./jobs/sync-deps.ts";
import { leagueDatasetWork, projectionsWork, referenceWork, type SyncWork } from "./jobs/sync-work.ts";
import { postRunJob, runJobRequestSchema } from "./post-run-job.ts";
import { postSync } from "./post-sync.ts";
import { putSettings, type PutSettingsDeps } from "./put-settings.ts";

export interface AdminDeps extends GetSettingsDeps, PutSettingsDeps, Partial<GetLeagueSettingsDeps> {
  authorize: Authorize;
  /** Sync jobs (the sync routes); tests of other routes leave them out. */
  sync?: SyncDeps;
  /** Epoch ms of each request (tests pin it). */
  now?: () => number;
}

/**
 * Every sync operation and its work, one line each: league data through the dataset registry,
 * reference data through reference-data.ts. The Tank01 player sync (player identity) replaces its
 * line with its work when it lands; until then starting it is a clear 501.
 */
export const syncWork: Record<SyncOperation, SyncWork | Unavailable> = {
  "players-data": referenceWork("players"),
  "league-settings": leagueDatasetWork("settings"),
  franchises: leagueDatasetWork("franchises"),
  schedules: leagueDatasetWork("schedule"),
  "nfl-schedules": referenceWork("nfl_schedules"),
  injuries: referenceWork("injuries"),
  "league-standings": leagueDatasetWork("standings"),
  "bye-weeks": referenceWork("bye_weeks"),
  "player-scores": leagueDatasetWork("player_scores"),
  rosters: leagueDatasetWork("rosters"),
  transactions: leagueDatasetWork("transactions"),
  "tank01-players": { unavailable: "The Tank01 player sync is not available yet: it arrives with player identity" },
  projections: projectionsWork,
};

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
    ...(deps.sync ? syncRoutes(deps.sync) : []),
  ], { authorize: deps.authorize, now: deps.now });
}

/** POST /sync-{operation} (projections: /fantasypoints/trigger-github-workflow), GET /sync-metadata, POST /run-job. */
function syncRoutes(sync: SyncDeps): Route[] {
  return [
    ...SYNC_OPERATIONS.map((operation) =>
      route({
        method: "POST",
        pattern: syncOperations[operation].apiPath.replace(/^\/api(\/admin)?/, ""),
        auth: "admin",
        input: { body: syncRequestSchema, optional: true },
        output: syncResponseSchema,
        handler: postSync(operation, sync),
      })
    ),
    route({
      method: "GET",
      pattern: "/sync-metadata",
      auth: "admin",
      input: { query: syncMetadataQuerySchema },
      output: syncMetadataResponseSchema,
      handler: getSyncMetadata(sync),
    }),
    // The schedules' queued jobs (pg_cron → net.http_post with the service credential).
    route({ method: "POST", pattern: "/run-job", auth: "service", input: { body: runJobRequestSchema }, output: syncResponseSchema, handler: postRunJob(sync) }),
  ];
}

// Admin access is checked before these run, so the service client does the work; the admin page
// reads fresh rows rather than this isolate's 30-second cache.
export const handler = createHandler({
  authorize,
  readSettings: () => readSettings(serviceClient(), { maxAgeMs: 0 }),
  writeSettings: (settings, updatedBy) => writeSettings(serviceClient(), settings, updatedBy),
  sync: liveSyncDeps(syncWork),
});
