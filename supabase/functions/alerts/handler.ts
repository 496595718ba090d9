import { authorize } from "../_shared/auth.ts";
import { alertsConfigEndpoint, registerPushSubscriptionEndpoint, removePushSubscriptionEndpoint, runAlertsEndpoint } from "../_shared/contracts/alerts.ts";
import { healthRoute } from "../_shared/get-health.ts";
import { liveReference } from "../_shared/league-data/live-reference.ts";
import { json } from "../_shared/responses.ts";
import { createRouter, endpointRoute } from "../_shared/router.ts";
import { serviceClient, userClient } from "../_shared/supabase.ts";
import { tank01Upstream } from "../_shared/tank01/default-upstream.ts";
import { tableFinalGames } from "../_shared/tank01/final-games.ts";
import { LiveFeed } from "../_shared/tank01/live-feed.ts";
import { mflUpstream } from "../_shared/mfl/default-upstream.ts";
import { deleteSubscription } from "./delete-subscription.ts";
import type { AlertsDeps } from "./deps.ts";
import { getConfig } from "./get-config.ts";
import { alertSources } from "./sources/alert-sources.ts";
import { supabaseOutbox } from "./pipeline/outbox.ts";
import { vapidFromEnv, webPushSender } from "./pipeline/push-sender.ts";
import { pushServiceCheck } from "./pipeline/push-services.ts";
import { runAlerts } from "./pipeline/run-alerts.ts";
import { postSubscription } from "./post-subscription.ts";

export type { AlertsDeps };

export function createHandler(deps: AlertsDeps): (req: Request) => Promise<Response> {
  return createRouter("alerts", [
    healthRoute("alerts"),
    endpointRoute({ endpoint: alertsConfigEndpoint, auth: "user", handler: getConfig(deps) }),
    endpointRoute({ endpoint: registerPushSubscriptionEndpoint, auth: "user", handler: postSubscription(deps) }),
    endpointRoute({ endpoint: removePushSubscriptionEndpoint, auth: "user", handler: deleteSubscription(deps) }),
    // pg_cron every minute (private.cron_run_alerts → net.http_post with the service credential).
    endpointRoute({ endpoint: runAlertsEndpoint, auth: "service", ignoreBody: true, handler: async () => json(await deps.run()) }),
  ], { authorize: deps.authorize, now: deps.now });
}

/** The alerts function as deployed: the VAPID secrets, the isolate's shared upstreams, the service role for the job. */
export function liveDeps(): Omit<AlertsDeps, "authorize"> {
  const allowed = pushServiceCheck();
  let feed: LiveFeed | undefined;
  return {
    userDb: userClient,
    vapidPublicKey: () => vapidFromEnv()?.publicKey ?? null,
    pushServiceAllowed: allowed,
    run: () => {
      const vapid = vapidFromEnv();
      if (!vapid) throw new Error("VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set: no alert can be pushed");
      feed ??= new LiveFeed({ upstream: tank01Upstream, finals: () => tableFinalGames(serviceClient()) });
      const now = Date.now();
      return runAlerts({
        outbox: supabaseOutbox(serviceClient()),
        sources: alertSources({ db: serviceClient(), upstream: mflUpstream(), reference: liveReference(), feed }, now),
        push: webPushSender(vapid, allowed),
        now: Date.now,
      });
    },
  };
}

export const handler = createHandler({ authorize, ...liveDeps() });
