import { type Authorize, authorize } from "../_shared/auth.ts";
import { healthRoute } from "../_shared/get-health.ts";
import { putSettingsEndpoint, systemSettingsEndpoint } from "../_shared/contracts/admin-settings.ts";
import { SYNC_OPERATIONS, syncEndpoints, syncMetadataEndpoint, type SyncOperation } from "../_shared/contracts/admin-sync.ts";
import { runJobEndpoint } from "../_shared/contracts/admin-run-job.ts";
import { cachedLeagueSettingsEndpoint } from "../_shared/contracts/mfl-lineup.ts";
import { getLeagueSettings, type GetLeagueSettingsDeps } from "./get-league-settings.ts";
import { createRouter, endpointRoute, type Route } from "../_shared/router.ts";
import { readSettings, writeSettings } from "../_shared/settings.ts";
import { serviceClient, userClient } from "../_shared/supabase.ts";
import { getSettings, type GetSettingsDeps } from "./get-settings.ts";
import { getSyncMetadata } from "./get-sync-metadata.ts";
import { liveSyncDeps } from "./jobs/live-sync.ts";
import type { SyncDeps, Unavailable } from "./jobs/sync-deps.ts";
import { leagueDatasetWork, projectionsWork, referenceWork, type SyncWork } from "./jobs/sync-work.ts";
import { postRunJob } from "./post-run-job.ts";
import { postSync } from "./post-sync.ts";
import { putSettings, type PutSettingsDeps } from "./put-settings.ts";
import { mflUpstream } from "../_shared/mfl/default-upstream.ts";
import { playersListEndpoint } from "../_shared/contracts/admin-players-list.ts";
import { playerDetailEndpoint } from "../_shared/contracts/admin-player-detail.ts";
import { playersUpdateEndpoint } from "../_shared/contracts/admin-players-update.ts";
import { addPlayerIdentifierEndpoint, removePlayerIdentifierEndpoint } from "../_shared/contracts/admin-player-identifiers.ts";
import { addPlayerAliasEndpoint, removePlayerAliasEndpoint } from "../_shared/contracts/admin-player-aliases.ts";
import { matchCandidatesEndpoint } from "../_shared/contracts/admin-match-candidates.ts";
import { matchCandidateActionEndpoint } from "../_shared/contracts/admin-match-candidates-action.ts";
import { playerResolverEndpoint } from "../_shared/contracts/admin-player-resolver.ts";
import { playerAuditEndpoint } from "../_shared/contracts/admin-player-audit.ts";
import { identitySummaryEndpoint } from "../_shared/contracts/admin-identity-summary.ts";
import { backfillPlayersMasterEndpoint } from "../_shared/contracts/admin-backfill-players-master.ts";
import { rehydrateCandidatesEndpoint } from "../_shared/contracts/admin-rehydrate-candidates.ts";
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
import { weeklyAffiliationsEndpoint } from "../_shared/contracts/admin-backfill-weekly-affiliations.ts";
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
    endpointRoute({ endpoint: systemSettingsEndpoint, auth: "admin", handler: getSettings(deps) }),
    endpointRoute({ endpoint: putSettingsEndpoint, auth: "admin", handler: putSettings(deps) }),
    // Read by the Set Lineup screen of every member (spec 01 §7), not only admins: RLS limits it to their leagues.
    endpointRoute({ endpoint: cachedLeagueSettingsEndpoint, auth: "user", handler: getLeagueSettings({ userDb: deps.userDb ?? userClient }) }),
    ...(deps.sync ? syncRoutes(deps.sync) : []),
  ], { authorize: deps.authorize, now: deps.now });
}

/** POST /sync-{operation} (projections: /fantasypoints/trigger-github-workflow), GET /sync-metadata, POST /run-job. */
function syncRoutes(sync: SyncDeps): Route[] {
  return [
    ...SYNC_OPERATIONS.map((operation) =>
      endpointRoute({ endpoint: syncEndpoints[operation], auth: "admin", optionalBody: true, handler: postSync(operation, sync) })
    ),
    endpointRoute({ endpoint: syncMetadataEndpoint, auth: "admin", handler: getSyncMetadata(sync) }),
    // The schedules' queued jobs (pg_cron → net.http_post with the service credential).
    endpointRoute({ endpoint: runJobEndpoint, auth: "service", handler: postRunJob(sync) }),
  ];
}

/** The player identity calls (spec 02 §7): admins only; the database checks it again and audits every write. */
function playerIdentityRoutes(identity: IdentityDeps, backfill: BackfillPlayersMasterDeps & WeeklyAffiliationsDeps) {
  return [
    endpointRoute({ endpoint: playersListEndpoint, auth: "admin", handler: getPlayersList(identity) }),
    endpointRoute({ endpoint: playerDetailEndpoint, auth: "admin", handler: getPlayerDetail(identity) }),
    endpointRoute({ endpoint: playersUpdateEndpoint, auth: "admin", handler: postPlayersUpdate(identity) }),
    endpointRoute({ endpoint: addPlayerIdentifierEndpoint, auth: "admin", handler: writePlayerIdentifier(identity, "add") }),
    endpointRoute({ endpoint: removePlayerIdentifierEndpoint, auth: "admin", handler: writePlayerIdentifier(identity, "remove") }),
    endpointRoute({ endpoint: addPlayerAliasEndpoint, auth: "admin", handler: writePlayerAlias(identity, "add") }),
    endpointRoute({ endpoint: removePlayerAliasEndpoint, auth: "admin", handler: writePlayerAlias(identity, "remove") }),
    endpointRoute({ endpoint: matchCandidatesEndpoint, auth: "admin", handler: getMatchCandidates(identity) }),
    endpointRoute({ endpoint: matchCandidateActionEndpoint, auth: "admin", handler: postMatchCandidatesAction(identity) }),
    endpointRoute({ endpoint: playerResolverEndpoint, auth: "admin", handler: postPlayerResolver(identity) }),
    endpointRoute({ endpoint: playerAuditEndpoint, auth: "admin", handler: getPlayerAudit(identity) }),
    endpointRoute({ endpoint: identitySummaryEndpoint, auth: "admin", handler: getIdentitySummary(identity) }),
    endpointRoute({ endpoint: backfillPlayersMasterEndpoint, auth: "admin", ignoreBody: true, handler: postBackfillPlayersMaster(backfill) }),
    endpointRoute({ endpoint: rehydrateCandidatesEndpoint, auth: "admin", optionalBody: true, handler: postRehydrateCandidates(identity) }),
    endpointRoute({ endpoint: weeklyAffiliationsEndpoint, auth: "admin", handler: postBackfillWeeklyAffiliations(backfill) }),
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
