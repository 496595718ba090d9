import { type Authorize, authorize } from "../_shared/auth.ts";
import { getMflSession, markMflSessionExpired } from "../_shared/credentials/mfl-session.ts";
import { healthRoute } from "../_shared/get-health.ts";
import { withDirectView } from "../_shared/league-data/direct-league-view.ts";
import { supabaseMembership } from "../_shared/league-data/league-membership.ts";
import { supabaseReader, supabaseWriter } from "../_shared/league-data/league-store.ts";
import type { UpstreamGet } from "../_shared/league-data/datasets/dataset.ts";
import { LeagueSync } from "../_shared/league-data/league-sync.ts";
import { createRouter, endpointRoute } from "../_shared/router.ts";
import { injuriesEndpoint } from "../_shared/contracts/injuries.ts";
import { playoffOddsView } from "../_shared/league-data/views/playoff-odds.ts";
import { rostersView } from "../_shared/league-data/views/rosters.ts";
import { scheduleView } from "../_shared/league-data/views/schedule.ts";
import { standingsView } from "../_shared/league-data/views/standings.ts";
import { topPlayersView } from "../_shared/league-data/views/top-players.ts";
import { transactionsView } from "../_shared/league-data/views/transactions.ts";
import { liveReference } from "../_shared/league-data/live-reference.ts";
import { getInjuries, type InjuriesDeps } from "./get-injuries.ts";
import { readSettings } from "../_shared/settings.ts";
import { serviceClient, userClient } from "../_shared/supabase.ts";
import { mflUpstream } from "../_shared/mfl/default-upstream.ts";
import type { LeagueDataDeps } from "./deps.ts";
import { leagueViewRoute } from "./league-view-route.ts";

export interface LeagueDeps extends LeagueDataDeps {
  authorize: Authorize;
  /** Default: the deployed reference data and the caller's client. */
  injuries?: InjuriesDeps;
}

export function createHandler(deps: LeagueDeps): (req: Request) => Promise<Response> {
  return createRouter("league", [
    healthRoute("league"),
    leagueViewRoute(standingsView, deps),
    leagueViewRoute(transactionsView, deps),
    leagueViewRoute(rostersView, deps),
    leagueViewRoute(topPlayersView, deps),
    leagueViewRoute(playoffOddsView, deps),
    leagueViewRoute(scheduleView, deps),
    endpointRoute({ endpoint: injuriesEndpoint, auth: "user", handler: getInjuries(deps.injuries ?? liveInjuriesDeps()) }),
  ], { authorize: deps.authorize, now: deps.now });
}

export interface LiveDepsOptions {
  /** Default: the isolate's one MflUpstream (env config, system settings, upstream_cache). */
  upstream?: () => UpstreamGet;
  now?: () => number;
}

/**
 * The league function as deployed: reads with the caller's JWT (RLS), MFL through the isolate's
 * one upstream (cache, single flight, limiter), writes with the service role. Clients are created
 * on first request so importing needs no environment.
 */
export function liveDeps(options: LiveDepsOptions = {}): LeagueDataDeps {
  const now = options.now ?? Date.now;
  let sync: LeagueSync | undefined;
  const lazySync = () =>
    sync ??= new LeagueSync({
      upstream: (options.upstream ?? mflUpstream)(),
      reference: liveReference(options),
      writer: supabaseWriter(serviceClient()),
      session: (userId) => getMflSession(serviceClient(), userId, now()),
      sessionRejected: (userId) => markMflSessionExpired(serviceClient(), userId, now()),
      membership: supabaseMembership(serviceClient(), now),
    });
  return {
    reader: (caller) => withDirectView(() => supabaseReader(userClient(caller.jwt)), caller),
    sync: {
      refresh: (...args) => lazySync().refresh(...args),
      verifyMember: (...args) => lazySync().verifyMember(...args),
    },
    settings: () => readSettings(serviceClient()),
    now,
  };
}


function liveInjuriesDeps(): InjuriesDeps {
  return { reference: { ensure: (...args) => liveReference().ensure(...args) }, client: (jwt) => userClient(jwt) };
}

export const handler = createHandler({ authorize, ...liveDeps() });
