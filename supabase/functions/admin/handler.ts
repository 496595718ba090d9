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

export interface AdminDeps extends GetSettingsDeps, PutSettingsDeps, Partial<GetLeagueSettingsDeps> {
  authorize: Authorize;
  /** Player identity: the caller's client (the database checks admin and audits) and the MFL upstream. */
  identity?: Partial<BackfillPlayersMasterDeps>;
}

export function createHandler(deps: AdminDeps): (req: Request) => Promise<Response> {
  const identity: IdentityDeps = { userDb: deps.identity?.userDb ?? userClient };
  return createRouter("admin", [
    healthRoute("admin"),
    ...playerIdentityRoutes(identity, { ...identity, mfl: deps.identity?.mfl ?? { get: (query, options) => mflUpstream().get(query, options) } }),
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

/** The player identity calls (spec 02 §7): admins only; the database checks it again and audits every write. */
function playerIdentityRoutes(identity: IdentityDeps, backfill: BackfillPlayersMasterDeps) {
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
  ];
}

// Admin access is checked before these run, so the service client does the work; the admin page
// reads fresh rows rather than this isolate's 30-second cache.
export const handler = createHandler({
  authorize,
  readSettings: () => readSettings(serviceClient(), { maxAgeMs: 0 }),
  writeSettings: (settings, updatedBy) => writeSettings(serviceClient(), settings, updatedBy),
});
