import { authorize } from "../_shared/auth.ts";
import { currentWeekRequestSchema, currentWeekResponseSchema } from "../_shared/contracts/mfl-current-week.ts";
import { disconnectResponseSchema } from "../_shared/contracts/mfl-disconnect.ts";
import { mflLeaguesRequestSchema, mflLeaguesResponseSchema } from "../_shared/contracts/mfl-leagues.ts";
import { loginRequestSchema, loginResponseSchema } from "../_shared/contracts/mfl-login.ts";
import { syncLeaguesRequestSchema, syncLeaguesResponseSchema } from "../_shared/contracts/mfl-sync-leagues.ts";
import { validateCookieRequestSchema, validateCookieResponseSchema } from "../_shared/contracts/mfl-validate-cookie.ts";
import { validateLeagueRequestSchema, validateLeagueResponseSchema } from "../_shared/contracts/mfl-validate.ts";
import { healthRoute } from "../_shared/get-health.ts";
import { createRouter, route } from "../_shared/router.ts";
import { serviceClient } from "../_shared/supabase.ts";
import { mflUpstream } from "../_shared/upstream/default-upstream.ts";
import type { MflDeps } from "./deps.ts";
import {
  leagueSettingsRequestSchema,
  leagueSettingsResponseSchema,
  lineupQuerySchema,
  lineupResponseSchema,
  rosterRequestSchema,
  rosterResponseSchema,
  saveLineupRequestSchema,
  saveLineupResponseSchema,
} from "../_shared/contracts/mfl-lineup.ts";
import { liveReference } from "../_shared/league-data/live-reference.ts";
import type { ReferenceRefresher } from "../_shared/league-data/reference-data.ts";
import { getLineup } from "./get-lineup.ts";
import { getScoring } from "./get-scoring.ts";
import {
  projectedPointsQuerySchema,
  projectedPointsResponseSchema,
  scoringQuerySchema,
  scoringResponseSchema,
} from "../_shared/contracts/mfl-scoring.ts";
import { getProjectedPoints } from "./get-projected-points.ts";
import { liveScoringRequestSchema, liveScoringResponseSchema } from "../_shared/contracts/mfl-live-scoring.ts";
import { postLiveScoring } from "./post-live-scoring.ts";
import { postLeagueSettings } from "./post-league-settings.ts";
import { postLineup } from "./post-lineup.ts";
import { postRoster } from "./post-roster.ts";
import { getCurrentWeek } from "./get-current-week.ts";
import { getLeagues } from "./get-leagues.ts";
import { postDisconnect } from "./post-disconnect.ts";
import { postLogin } from "./post-login.ts";
import { postSyncLeagues } from "./post-sync-leagues.ts";
import { postValidateCookie } from "./post-validate-cookie.ts";
import { postValidate } from "./post-validate.ts";

export type { MflDeps };

export function createHandler(deps: MflDeps & { reference?: () => ReferenceRefresher }): (req: Request) => Promise<Response> {
  const lineupDeps = { ...deps, reference: deps.reference ?? (() => liveReference({ upstream: deps.upstream, now: deps.now })) };
  return createRouter("mfl", [
    healthRoute("mfl"),
    route({
      method: "POST",
      pattern: "/login",
      auth: "user",
      input: { body: loginRequestSchema, optional: true },
      output: loginResponseSchema,
      handler: postLogin(deps),
    }),
    route({
      method: "POST",
      pattern: "/validate-cookie",
      auth: "user",
      input: { body: validateCookieRequestSchema, optional: true },
      output: validateCookieResponseSchema,
      handler: postValidateCookie(deps),
    }),
    route({
      method: "GET",
      pattern: "/leagues",
      auth: "user",
      input: { query: mflLeaguesRequestSchema },
      output: mflLeaguesResponseSchema,
      handler: getLeagues(deps),
    }),
    route({
      method: "POST",
      pattern: "/validate",
      auth: "user",
      input: { body: validateLeagueRequestSchema, optional: true },
      output: validateLeagueResponseSchema,
      handler: postValidate(deps),
    }),
    route({
      method: "GET",
      pattern: "/current-week",
      auth: "user",
      input: { query: currentWeekRequestSchema },
      output: currentWeekResponseSchema,
      handler: getCurrentWeek(deps),
    }),
    route({
      method: "POST",
      pattern: "/sync-leagues",
      auth: "user",
      input: { body: syncLeaguesRequestSchema, optional: true },
      output: syncLeaguesResponseSchema,
      handler: postSyncLeagues(deps),
    }),
    route({ method: "POST", pattern: "/disconnect", auth: "user", output: disconnectResponseSchema, handler: postDisconnect(deps) }),
    route({
      method: "POST",
      pattern: "/roster",
      auth: "user",
      input: { body: rosterRequestSchema },
      output: rosterResponseSchema,
      handler: postRoster(lineupDeps),
    }),
    route({
      method: "GET",
      pattern: "/lineup",
      auth: "user",
      input: { query: lineupQuerySchema },
      output: lineupResponseSchema,
      handler: getLineup(deps),
    }),
    route({
      method: "POST",
      pattern: "/lineup",
      auth: "user",
      input: { body: saveLineupRequestSchema },
      output: saveLineupResponseSchema,
      handler: postLineup(lineupDeps),
    }),
    route({
      method: "GET",
      pattern: "/scoring",
      auth: "user",
      input: { query: scoringQuerySchema },
      output: scoringResponseSchema,
      handler: getScoring(lineupDeps),
    }),
    route({
      method: "GET",
      pattern: "/projected-points",
      auth: "user",
      input: { query: projectedPointsQuerySchema },
      output: projectedPointsResponseSchema,
      handler: getProjectedPoints(lineupDeps),
    }),
    route({
      method: "POST",
      pattern: "/live-scoring",
      auth: "user",
      input: { body: liveScoringRequestSchema },
      output: liveScoringResponseSchema,
      handler: postLiveScoring(lineupDeps),
    }),
    route({
      method: "POST",
      pattern: "/league-settings",
      auth: "user",
      input: { body: leagueSettingsRequestSchema },
      output: leagueSettingsResponseSchema,
      handler: postLeagueSettings(deps),
    }),
  ], { authorize: deps.authorize, now: deps.now });
}

export const handler = createHandler({ authorize, db: serviceClient, upstream: mflUpstream });
