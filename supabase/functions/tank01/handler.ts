import { authorize, isAdminUser } from "../_shared/auth.ts";
import { myFeedEndpoint } from "../_shared/contracts/tank01-my-feed.ts";
import { liveFeedEndpoint } from "../_shared/contracts/tank01-live-feed.ts";
import { tank01UsageEndpoint } from "../_shared/contracts/tank01-usage.ts";
import { weeklyScheduleEndpoint } from "../_shared/contracts/tank01-weekly-schedule.ts";
import { healthRoute } from "../_shared/get-health.ts";
import { createRouter, endpointRoute } from "../_shared/router.ts";
import { readSettings } from "../_shared/settings.ts";
import { serviceClient, userClient } from "../_shared/supabase.ts";
import { tank01Upstream } from "../_shared/tank01/default-upstream.ts";
import { type FinalGames, tableFinalGames } from "../_shared/tank01/final-games.ts";
import { LiveFeed } from "../_shared/tank01/live-feed.ts";
import { rosterSource } from "../_shared/tank01/my-feed.ts";
import type { Tank01Deps } from "./deps.ts";
import { getLiveFeed } from "./get-live-feed.ts";
import { getMyFeed } from "./get-my-feed.ts";
import { getUsage, tableUsage } from "./get-usage.ts";
import { getWeeklySchedule } from "./get-weekly-schedule.ts";

export type { Tank01Deps };

export function createHandler(deps: Tank01Deps): (req: Request) => Promise<Response> {
  return createRouter("tank01", [
    healthRoute("tank01"),
    endpointRoute({ endpoint: liveFeedEndpoint, auth: "user", handler: getLiveFeed(deps) }),
    endpointRoute({ endpoint: weeklyScheduleEndpoint, auth: "user", handler: getWeeklySchedule(deps) }),
    endpointRoute({ endpoint: myFeedEndpoint, auth: "user", handler: getMyFeed(deps) }),
    endpointRoute({ endpoint: tank01UsageEndpoint, auth: "admin", handler: getUsage(deps) }),
  ], { authorize: deps.authorize, now: deps.now });
}

/** The tank01 function as deployed: the isolate's one Tank01 upstream, the final-games table, the service role. */
export function liveDeps(): Omit<Tank01Deps, "authorize"> {
  let feed: LiveFeed | undefined;
  let finals: FinalGames | undefined;
  return {
    feed: () => feed ??= new LiveFeed({ upstream: tank01Upstream, finals: () => finals ??= tableFinalGames(serviceClient()) }),
    usage: () => tableUsage(serviceClient()),
    roster: (caller) => rosterSource(userClient(caller.jwt)),
    isAdmin: (userId) => isAdminUser(serviceClient(), userId),
    settings: () => readSettings(serviceClient()),
    configured: () => tank01Upstream().configured,
  };
}

export const handler = createHandler({ authorize, ...liveDeps() });
