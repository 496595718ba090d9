import { authorize } from "../_shared/auth.ts";
import { benchPointsEndpoint } from "../_shared/contracts/bench-points.ts";
import { currentWeekEndpoint } from "../_shared/contracts/mfl-current-week.ts";
import { disconnectEndpoint } from "../_shared/contracts/mfl-disconnect.ts";
import { mflLeaguesEndpoint } from "../_shared/contracts/mfl-leagues.ts";
import { lineupEndpoint, mflLeagueSettingsEndpoint, rosterEndpoint, saveLineupEndpoint } from "../_shared/contracts/mfl-lineup.ts";
import { lineupCheckEndpoint } from "../_shared/contracts/lineup-check.ts";
import { liveScoringEndpoint } from "../_shared/contracts/mfl-live-scoring.ts";
import { loginEndpoint } from "../_shared/contracts/mfl-login.ts";
import { projectedPointsEndpoint, scoringEndpoint } from "../_shared/contracts/mfl-scoring.ts";
import { sundayEndpoint } from "../_shared/contracts/mfl-sunday.ts";
import { syncLeaguesEndpoint } from "../_shared/contracts/mfl-sync-leagues.ts";
import { validateCookieEndpoint } from "../_shared/contracts/mfl-validate-cookie.ts";
import { validateLeagueEndpoint } from "../_shared/contracts/mfl-validate.ts";
import { healthRoute } from "../_shared/get-health.ts";
import { liveReference } from "../_shared/league-data/live-reference.ts";
import type { ReferenceRefresher } from "../_shared/league-data/reference-data.ts";
import { createRouter, endpointRoute } from "../_shared/router.ts";
import { serviceClient } from "../_shared/supabase.ts";
import { mflUpstream } from "../_shared/mfl/default-upstream.ts";
import type { MflDeps } from "./deps.ts";
import { getBenchPoints } from "./get-bench-points.ts";
import { getCurrentWeek } from "./get-current-week.ts";
import { getLeagues } from "./get-leagues.ts";
import { getLineup } from "./get-lineup.ts";
import { getLineupCheck } from "./get-lineup-check.ts";
import { getProjectedPoints } from "./get-projected-points.ts";
import { getScoring } from "./get-scoring.ts";
import { getSunday } from "./get-sunday.ts";
import { postDisconnect } from "./post-disconnect.ts";
import { postLeagueSettings } from "./post-league-settings.ts";
import { postLineup } from "./post-lineup.ts";
import { postLiveScoring } from "./post-live-scoring.ts";
import { postLogin } from "./post-login.ts";
import { postRoster } from "./post-roster.ts";
import { postSyncLeagues } from "./post-sync-leagues.ts";
import { postValidateCookie } from "./post-validate-cookie.ts";
import { postValidate } from "./post-validate.ts";

export type { MflDeps };

export function createHandler(
  deps: MflDeps & { reference?: () => ReferenceRefresher },
): (req: Request) => Promise<Response> {
  const lineupDeps = { ...deps, reference: deps.reference ?? (() => liveReference({ upstream: deps.upstream, now: deps.now })) };
  return createRouter("mfl", [
    healthRoute("mfl"),
    endpointRoute({ endpoint: loginEndpoint, auth: "user", optionalBody: true, handler: postLogin(deps) }),
    endpointRoute({ endpoint: validateCookieEndpoint, auth: "user", optionalBody: true, handler: postValidateCookie(deps) }),
    endpointRoute({ endpoint: mflLeaguesEndpoint, auth: "user", handler: getLeagues(deps) }),
    endpointRoute({ endpoint: validateLeagueEndpoint, auth: "user", optionalBody: true, handler: postValidate(deps) }),
    endpointRoute({ endpoint: currentWeekEndpoint, auth: "user", handler: getCurrentWeek(deps) }),
    endpointRoute({ endpoint: syncLeaguesEndpoint, auth: "user", optionalBody: true, handler: postSyncLeagues(deps) }),
    endpointRoute({ endpoint: disconnectEndpoint, auth: "user", ignoreBody: true, handler: postDisconnect(deps) }),
    // The lineup routes' first read (lineup_caller) refuses an ended session itself.
    endpointRoute({ endpoint: rosterEndpoint, auth: "user", sessionCheckedByRead: true, handler: postRoster(lineupDeps) }),
    endpointRoute({ endpoint: lineupEndpoint, auth: "user", sessionCheckedByRead: true, handler: getLineup(deps) }),
    endpointRoute({ endpoint: saveLineupEndpoint, auth: "user", sessionCheckedByRead: true, handler: postLineup(lineupDeps) }),
    // Its one read (scoring_poll) refuses an ended session itself.
    endpointRoute({ endpoint: scoringEndpoint, auth: "user", sessionCheckedByRead: true, handler: getScoring(lineupDeps) }),
    endpointRoute({ endpoint: projectedPointsEndpoint, auth: "user", sessionCheckedByRead: true, handler: getProjectedPoints(lineupDeps) }),
    endpointRoute({ endpoint: benchPointsEndpoint, auth: "user", sessionCheckedByRead: true, handler: getBenchPoints(lineupDeps) }),
    endpointRoute({ endpoint: sundayEndpoint, auth: "user", handler: getSunday(lineupDeps) }),
    endpointRoute({ endpoint: liveScoringEndpoint, auth: "user", sessionCheckedByRead: true, handler: postLiveScoring(lineupDeps) }),
    endpointRoute({ endpoint: lineupCheckEndpoint, auth: "user", handler: getLineupCheck(lineupDeps) }),
    endpointRoute({ endpoint: mflLeagueSettingsEndpoint, auth: "user", handler: postLeagueSettings(deps) }),
  ], { authorize: deps.authorize, now: deps.now });
}

export const handler = createHandler({ authorize, db: serviceClient, upstream: mflUpstream });
