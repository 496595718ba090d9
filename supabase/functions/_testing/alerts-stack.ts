// Tests only: the alerts function on the real league stack (league-stack.ts: the simulator,
// PostgreSQL with every migration, PostgREST with RLS, MEMBER verified in the three demo leagues
// with a stored MFL session) plus the local push service (local/push) on the stack's push port, so
// every alert travels the whole way: sources, outbox, web-push's encryption and VAPID, the push
// service's checks and decryption.
import webpush from "npm:web-push@3.6.7";
import { STACK } from "../../../local/testing/league-db-stack.ts";
import { pushServiceOrigin, startPushService } from "../../../local/push/server.ts";
import { createSubscription, type LocalSubscription } from "../../../local/push/client.ts";
import type { RunAlertsResponse } from "../_shared/contracts/alerts.ts";
import { readSettings } from "../_shared/settings.ts";
import { serviceClient, userClient } from "../_shared/supabase.ts";
import { LiveFeed } from "../_shared/tank01/live-feed.ts";
import { Tank01Upstream } from "../_shared/tank01/upstream.ts";
import { tableFinalGames } from "../_shared/tank01/final-games.ts";
import { TableCacheStore } from "../_shared/upstream/table-store.ts";
import { referenceSync, supabaseReferenceStore } from "../_shared/league-data/reference-data.ts";
import { request, userToken } from "./helpers.ts";
import { type Answer, answerOf, type LeagueStack, withLeagueStack } from "./league-stack.ts";

/** A second user of league 61408 (franchise 0002) with no MFL session of their own. */
export const NEIGHBOUR = "5eed0000-0000-4000-8000-0000000000b2";

export interface AlertsStack extends LeagueStack {
  pushUrl: string;
  vapid: { publicKey: string; privateKey: string };
  /** An alerts route as `token` (default: the member). */
  alerts(method: string, path: string, body?: unknown, token?: string): Promise<Answer>;
  /** One run of the job at `now` (default the stack's clock), sources included unless `sendOnly`. */
  run(options?: { now?: number; sendOnly?: boolean }): Promise<RunAlertsResponse>;
  /** A new browser subscription at the push service, registered for `userId` through POST /alerts/subscriptions. */
  device(userId: string): Promise<LocalSubscription>;
  token(userId: string): Promise<string>;
}

export function withAlertsStack(fn: (stack: AlertsStack) => Promise<void>): Promise<void> {
  return withLeagueStack(async (stack) => {
    const push = await startPushService(STACK);
    const origin = pushServiceOrigin(STACK);
    const vapid = webpush.generateVAPIDKeys();
    try {
      await stack.db.sql(`
        insert into auth.users (id, email, email_confirmed_at) values ('${NEIGHBOUR}', 'neighbour@test.local', now());
        insert into public.user_leagues (user_id, league_id, franchise_id, display_name, verified_at)
          values ('${NEIGHBOUR}', '61408', '0002', 'Gridiron Gazette League', now());`);
      const { authorize } = await import("../_shared/auth.ts");
      const { createHandler } = await import("../alerts/handler.ts");
      const { runAlerts } = await import("../alerts/pipeline/run-alerts.ts");
      const { supabaseOutbox } = await import("../alerts/pipeline/outbox.ts");
      const { webPushSender } = await import("../alerts/pipeline/push-sender.ts");
      const { pushServiceCheck } = await import("../alerts/pipeline/push-services.ts");
      const { alertSources } = await import("../alerts/sources/alert-sources.ts");
      const allowed = pushServiceCheck([origin]);
      const tank01 = new Tank01Upstream({
        config: { apiBase: stack.sim.tank01Base, apiKey: "test-key", apiHost: "tank01.test" },
        settings: () => readSettings(serviceClient()),
        store: new TableCacheStore(serviceClient()),
        limiter: { ratePerSec: 1000, burst: 1000 },
      });
      const feed = new LiveFeed({ upstream: () => tank01, finals: () => tableFinalGames(serviceClient()) });
      const run = ({ now, sendOnly }: { now?: number; sendOnly?: boolean } = {}) => {
        const at = () => now ?? stack.now();
        const reference = referenceSync({
          upstream: stack.upstream,
          store: supabaseReferenceStore(serviceClient()),
          settings: () => readSettings(serviceClient()),
          now: at,
        });
        return runAlerts({
          outbox: supabaseOutbox(serviceClient()),
          sources: sendOnly ? [] : alertSources({ db: serviceClient(), upstream: stack.upstream, reference, feed }, at()),
          push: webPushSender({ ...vapid, subject: "mailto:alerts@test.local" }, allowed),
          now: at,
        });
      };
      const handler = createHandler({
        authorize,
        userDb: userClient,
        vapidPublicKey: () => vapid.publicKey,
        pushServiceAllowed: allowed,
        run: () => run(),
        now: stack.now,
      });
      const alerts = async (method: string, path: string, body?: unknown, token?: string) =>
        await answerOf(await handler(request(method, path, { token: token ?? stack.member, ...(body === undefined ? {} : { body }) })));
      await fn({
        ...stack,
        pushUrl: origin,
        vapid,
        alerts,
        run,
        token: (userId) => userToken(userId),
        async device(userId) {
          const sub = await createSubscription(origin, { applicationServerKey: vapid.publicKey, label: userId });
          const answer = await alerts("POST", "/alerts/subscriptions", sub.subscription, await userToken(userId));
          if (answer.status !== 200) throw new Error(`registering a device failed: ${answer.status} ${JSON.stringify(answer.body)}`);
          return sub;
        },
      });
    } finally {
      await push.stop();
    }
  });
}
