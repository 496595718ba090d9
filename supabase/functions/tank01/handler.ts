import { authorize, isAdminUser } from "../_shared/auth.ts";
import { myFeedResponseSchema } from "../_shared/contracts/tank01-my-feed.ts";
import { liveFeedQuerySchema, liveFeedResponseSchema } from "../_shared/contracts/tank01-live-feed.ts";
import { tank01UsageResponseSchema } from "../_shared/contracts/tank01-usage.ts";
import { weeklyScheduleQuerySchema, weeklyScheduleResponseSchema } from "../_shared/contracts/tank01-weekly-schedule.ts";
import { healthRoute } from "../_shared/get-health.ts";
import { createRouter, route } from "../_shared/router.ts";
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
    route({
      method: "GET",
      pattern: "/live-feed",
      auth: "user",
      input: { query: liveFeedQuerySchema },
      output: liveFeedResponseSchema,
      handler: getLiveFeed(deps),
    }),
    route({
      method: "GET",
      pattern: "/weekly-schedule",
      auth: "user",
      input: { query: weeklyScheduleQuerySchema },
      output: weeklyScheduleResponseSchema,
      handler: getWeeklySchedule(deps),
    }),
    route({ method: "GET", pattern: "/my-feed", auth: "user", output: myFeedResponseSchema, handler: getMyFeed(deps) }),
    route({ method: "GET", pattern: "/usage", auth: "admin", output: tank01UsageResponseSchema, handler: getUsage(deps) }),
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
