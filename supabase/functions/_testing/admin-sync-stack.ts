// Tests only: the admin function's sync routes on the real league stack (league-stack.ts: the
// simulator, PostgreSQL with every migration, PostgREST, the member MEMBER of the three demo leagues
// with a stored MFL session), plus an admin user. Jobs run with the stack's clock and upstream.
import { serviceClient } from "../_shared/supabase.ts";
import { readSettings, writeSettings } from "../_shared/settings.ts";
import { request, userToken } from "./helpers.ts";
import { type Answer, answerOf, type Json, type LeagueStack, withLeagueStack } from "./league-stack.ts";

export const ADMIN = "5eed0000-0000-4000-8000-0000000000ad";

export interface AdminSyncStack extends LeagueStack {
  admin: string;
  /** POST a sync route (path under the function, e.g. '/admin/sync-rosters') as `token` (default the admin). */
  post(path: string, body?: unknown, token?: string): Promise<Answer>;
  /** Any admin route, any method. */
  call(method: string, path: string, options?: { token?: string; body?: unknown }): Promise<Answer>;
  /** GET /admin/sync-metadata as the admin. */
  metadata(): Promise<Json>;
  /** Rows of a table for one league (or none) and the season, as the service role reads them. */
  count(table: string, filter?: Record<string, string | number>): Promise<number>;
}

export interface AdminSyncOptions {
  /** A Tank01 on the simulator for the tank01-players sync and the player identity routes (default: none wired). */
  tank01?: boolean;
  leaseMs?: number;
  heartbeatMs?: number;
  answerWaitMs?: number;
}

export function withAdminSyncStack(fn: (stack: AdminSyncStack) => Promise<void>, options: AdminSyncOptions = {}): Promise<void> {
  return withLeagueStack(async (stack) => {
    await stack.db.sql(`
      insert into auth.users (id, email, email_confirmed_at) values ('${ADMIN}', 'admin@test.local', now());
      insert into public.user_profile (user_id, is_admin) values ('${ADMIN}', true);`);
    const { authorize } = await import("../_shared/auth.ts");
    const { createHandler, syncWork } = await import("../admin/handler.ts");
    const { liveSyncTools } = await import("../admin/jobs/live-sync.ts");
    const { Tank01Upstream } = await import("../_shared/tank01/upstream.ts");
    const { TableCacheStore } = await import("../_shared/upstream/table-store.ts");
    const { tank01PlayersWork } = await import("../admin/jobs/tank01-players-work.ts");
    const tank01 = new Tank01Upstream({
      config: { apiBase: stack.sim.tank01Base, apiKey: "test-key", apiHost: "tank01.test" },
      settings: () => readSettings(serviceClient()),
      store: new TableCacheStore(serviceClient()),
      limiter: { ratePerSec: 1000, burst: 1000 },
    });
    const handler = createHandler({
      authorize,
      identity: { mfl: stack.upstream, tank01: () => tank01 },
      readSettings: () => readSettings(serviceClient(), { maxAgeMs: 0 }),
      writeSettings: (settings, by) => writeSettings(serviceClient(), settings, by),
      now: stack.now,
      sync: {
        tools: liveSyncTools({ upstream: () => stack.upstream, now: stack.now }),
        work: options.tank01 ? { ...syncWork, "tank01-players": tank01PlayersWork({ tank01: () => tank01, db: serviceClient }) } : syncWork,
        leaseMs: options.leaseMs ?? 30_000,
        heartbeatMs: options.heartbeatMs ?? 5_000,
        answerWaitMs: options.answerWaitMs ?? 120_000,
        background: () => {},
      },
    });
    const admin = await userToken(ADMIN, { email: "admin@test.local" });
    const call = async (method: string, path: string, { token = admin, body }: { token?: string; body?: unknown } = {}) =>
      await answerOf(await handler(request(method, path, { ...(token ? { token } : {}), ...(body === undefined ? {} : { body }) })));
    await fn({
      ...stack,
      admin,
      call,
      post: (path, body, token) => call("POST", path, { token, body }),
      metadata: async () => (await call("GET", "/admin/sync-metadata")).body,
      async count(table, filter = {}) {
        let query = serviceClient().from(table).select("*", { count: "exact", head: true });
        for (const [column, value] of Object.entries(filter)) query = query.eq(column, value);
        const { count, error } = await query;
        if (error) throw new Error(`counting ${table}: ${error.message}`);
        return count ?? 0;
      },
    });
  });
}
