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
import { mflUpstream } from "../_shared/upstream/default-upstream.ts";
import { playersListRequestSchema, playersListResponseSchema } from "../_shared/contracts/admin-players-list.ts";
import { playerDetailRequestSchema, playerDetailResponseSchema } from "../_shared/contracts/admin-player-detail.ts";
import { playersUpdateRequestSchema, playersUpdateResponseSchema } from "../_shared/contracts/admin-players-update.ts";
import { playerIdentifierRequestSchema, playerIdentifierResponseSchema } from "../_shared/contracts/admin-player-identifiers.ts";
import { playerAliasRequestSchema, playerAliasResponseSchema } from "../_shared/contracts/admin-player-aliases.ts";
import { matchCandidatesRequestSchema, matchCandidatesResponseSchema } from "../_shared/contracts/admin-match-candidates.ts";
import { matchCandidateActionRequestSchema, matchCandidateActionResponseSchema } from "../_shared/contracts/admin-match-candidates-action.ts";
import { playerResolverRequestSchema, playerResolverResponseSchema } from "../_shared/contracts/admin-player-resolver.ts";
import { playerAuditRequestSchema, playerAuditResponseSchema } from "../_shared/contracts/admin-player-audit.ts";
import { identitySummaryResponseSchema } from "../_shared/contracts/admin-identity-summary.ts";
import { backfillPlayersMasterResponseSchema } from "../_shared/contracts/admin-backfill-players-master.ts";
import { rehydrateCandidatesRequestSchema, rehydrateCandidatesResponseSchema } from "../_shared/contracts/admin-rehydrate-candidates.ts";
import type { IdentityDeps } from "./identity-db.ts";
import { getPlayersList } from "./get-players-list.ts";
import { getPlayerDetail } from "./get-player-detail.ts";
import { postPlayersUpdate } from "./post-players-update.ts";
import { writePlayerIdentifier } from "./write-player-identifier.ts";
import { writePlayerAlias } from "./write-player-alias.ts";
import { getMatchCandidates } from "./get-match-candidates.ts";
import { postMatchCandidatesAction } from "./post-match-candidates-action.ts";
import { postPlayerResolver } from "./post-player-resolver.ts";
import { getPlayerAudit } from "./get-player-audit.ts";
import { getIdentitySummary } from "./get-identity-summary.ts";
import { type BackfillPlayersMasterDeps, postBackfillPlayersMaster } from "./post-backfill-players-master.ts";
import { postRehydrateCandidates } from "./post-rehydrate-candidates.ts";
import { postBackfillWeeklyAffiliations, type WeeklyAffiliationsDeps } from "./post-backfill-weekly-affiliations.ts";
import { weeklyAffiliationsRequestSchema, weeklyAffiliationsResponseSchema } from "../_shared/contracts/admin-backfill-weekly-affiliations.ts";
import { tank01PlayersWork } from "./jobs/tank01-players-work.ts";
import { withPlayersMaster } from "./jobs/players-master-work.ts";
import { tank01Upstream } from "../_shared/tank01/default-upstream.ts";

export interface AdminDeps extends GetSettingsDeps, PutSettingsDeps, Partial<GetLeagueSettingsDeps> {
  authorize: Authorize;
  /** Player identity: the caller's client (the database checks admin and audits) and the MFL upstream. */
  identity?: Partial<BackfillPlayersMasterDeps & WeeklyAffiliationsDeps>;
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
  "players-data": withPlayersMaster(referenceWork("players"), { db: serviceClient }),
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
  "tank01-players": tank01PlayersWork({ tank01: tank01Upstream, db: serviceClient }),
  projections: projectionsWork,
};

export function createHandler(deps: AdminDeps): (req: Request) => Promise<Response> {
  const identity: IdentityDeps = { userDb: deps.identity?.userDb ?? userClient };
  return createRouter("admin", [
    healthRoute("admin"),
    ...playerIdentityRoutes(identity, {
      ...identity,
      mfl: deps.identity?.mfl ?? { get: (query, options) => mflUpstream().get(query, options) },
      tank01: deps.identity?.tank01 ?? tank01Upstream,
      budgetMs: deps.identity?.budgetMs,
    }),
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

/** The player identity calls (spec 02 §7): admins only; the database checks it again and audits every write. */
function playerIdentityRoutes(identity: IdentityDeps, backfill: BackfillPlayersMasterDeps & WeeklyAffiliationsDeps) {
  return [
    route({ method: "GET", pattern: "/players-list", auth: "admin", input: { query: playersListRequestSchema }, output: playersListResponseSchema, handler: getPlayersList(identity) }),
    route({ method: "GET", pattern: "/player-detail", auth: "admin", input: { query: playerDetailRequestSchema }, output: playerDetailResponseSchema, handler: getPlayerDetail(identity) }),
    route({ method: "POST", pattern: "/players-update", auth: "admin", input: { body: playersUpdateRequestSchema }, output: playersUpdateResponseSchema, handler: postPlayersUpdate(identity) }),
    route({ method: "POST", pattern: "/player-identifiers", auth: "admin", input: { body: playerIdentifierRequestSchema }, output: playerIdentifierResponseSchema, handler: writePlayerIdentifier(identity, "add") }),
    route({ method: "DELETE", pattern: "/player-identifiers", auth: "admin", input: { body: playerIdentifierRequestSchema }, output: playerIdentifierResponseSchema, handler: writePlayerIdentifier(identity, "remove") }),
    route({ method: "POST", pattern: "/player-aliases", auth: "admin", input: { body: playerAliasRequestSchema }, output: playerAliasResponseSchema, handler: writePlayerAlias(identity, "add") }),
    route({ method: "DELETE", pattern: "/player-aliases", auth: "admin", input: { body: playerAliasRequestSchema }, output: playerAliasResponseSchema, handler: writePlayerAlias(identity, "remove") }),
    route({ method: "GET", pattern: "/match-candidates", auth: "admin", input: { query: matchCandidatesRequestSchema }, output: matchCandidatesResponseSchema, handler: getMatchCandidates(identity) }),
    route({ method: "POST", pattern: "/match-candidates-action", auth: "admin", input: { body: matchCandidateActionRequestSchema }, output: matchCandidateActionResponseSchema, handler: postMatchCandidatesAction(identity) }),
    route({ method: "POST", pattern: "/player-resolver", auth: "admin", input: { body: playerResolverRequestSchema }, output: playerResolverResponseSchema, handler: postPlayerResolver(identity) }),
    route({ method: "GET", pattern: "/player-audit", auth: "admin", input: { query: playerAuditRequestSchema }, output: playerAuditResponseSchema, handler: getPlayerAudit(identity) }),
    route({ method: "GET", pattern: "/identity-summary", auth: "admin", output: identitySummaryResponseSchema, handler: getIdentitySummary(identity) }),
    route({ method: "POST", pattern: "/backfill-players-master", auth: "admin", output: backfillPlayersMasterResponseSchema, handler: postBackfillPlayersMaster(backfill) }),
    route({ method: "POST", pattern: "/rehydrate-candidates", auth: "admin", input: { body: rehydrateCandidatesRequestSchema, optional: true }, output: rehydrateCandidatesResponseSchema, handler: postRehydrateCandidates(identity) }),
    route({ method: "POST", pattern: "/backfill-weekly-affiliations", auth: "admin", input: { body: weeklyAffiliationsRequestSchema }, output: weeklyAffiliationsResponseSchema, handler: postBackfillWeeklyAffiliations(backfill) }),
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
