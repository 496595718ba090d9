// Tests only: the league function on a real stack (the league-host simulator in process,
// PostgreSQL with the migrations, PostgREST with RLS, the real supabase-js clients, credentials,
// upstream layer and replace functions). Only the clock is ours, so TTLs can pass without waiting.
import { startSimulator } from "../../../local/sim/server.ts";
import { startDbStack } from "../../../local/testing/league-db-stack.ts";
import { storeMflSession } from "../_shared/credentials/mfl-session.ts";
import { MflClient } from "../_shared/mfl/client.ts";
import { clearSettingsCache, readSettings } from "../_shared/settings.ts";
import { serviceClient } from "../_shared/supabase.ts";
import { type Clock, systemClock } from "../_shared/upstream/clock.ts";
import { MflUpstream } from "../_shared/mfl/upstream.ts";
import { TableCacheStore } from "../_shared/upstream/table-store.ts";
import { request, userToken } from "./helpers.ts";

export const MEMBER = "5eed0000-0000-4000-8000-000000000001";
export const STRANGER = "5eed0000-0000-4000-8000-000000000002";
export const YEAR = 2026;

// Answers are walked loosely in these tests; their exact shapes are asserted by the contracts.
// deno-lint-ignore no-explicit-any
export type Json = { [key: string]: any };

/** A handler's answer as the tests read it. */
export interface Answer {
  status: number;
  body: Json;
  headers: Headers;
}

export async function answerOf(res: Response): Promise<Answer> {
  return { status: res.status, body: await res.json(), headers: res.headers };
}

type Simulator = Awaited<ReturnType<typeof startSimulator>>;
type DbStack = Awaited<ReturnType<typeof startDbStack>>;

export interface LeagueStack {
  sim: Simulator;
  db: DbStack;
  config: { apiBase: string; userAgent: string };
  session: { cookie: string };
  upstream: MflUpstream;
  /** Moves our clock (TTLs, upstream cache) forward. */
  advance(ms: number): void;
  /** Our clock (the upstream's): epoch ms. */
  now(): number;
  member: string;
  get(path: string, token?: string): Promise<Answer>;
  /** The mfl function (lineup, scoring) as the member (or `token`; null: none), on the same upstream and database. */
  mfl(method: string, path: string, body?: unknown, token?: string | null): Promise<Answer>;
  /** The mfl function's raw answer to a request of the test's own making (headers, a 304). */
  mflResponse(req: Request): Promise<Response>;
  /** The mfl function in another isolate: an upstream of its own (its own memory) on the same shared copies and database. */
  otherIsolate(): (method: string, path: string, body?: unknown) => Promise<Answer>;
  /** The simulator's own answer to an export, for comparing numbers. */
  simExport(type: string, leagueId: string, extra?: string): Promise<Json>;
}

/** The demo account's franchise in each league of every other kind (local/sim/README.md "League kinds"). */
export const KIND_LEAGUE_FRANCHISES: Record<string, string> = {
  "40517": "0005", "28830": "0008", "53290": "0002", "19044": "0010", "66120": "0004", "80233": "0009", "91624": "0016", "37745": "0006",
};

/**
 * Starts the simulator and a database, signs the demo account in to MFL for MEMBER (verified member
 * of 61408, 35112 and 72901; with `leagues: "all"` also of every other league kind, as demo's own
 * franchise), runs `fn` with the league function wired to them, and tears down.
 */
export async function withLeagueStack(fn: (stack: LeagueStack) => Promise<void>, opts: { leagues?: "standard" | "all" } = {}): Promise<void> {
  const leagues = opts.leagues ?? "standard";
  const [sim, db] = await Promise.all([
    // leagues "standard" by default: the three leagues the product was built on; "all" for the tests of the other kinds (issue 21).
    startSimulator({ port: 0, seed: 1, leagues, clock: { preset: "default", frozen: true } }),
    startDbStack(),
  ]);
  const env: Record<string, string> = {
    SUPABASE_URL: db.url,
    // League views read through the direct connection, as deployed with SUPABASE_DB_URL.
    SUPABASE_DB_URL: db.dbUrl,
    SUPABASE_ANON_KEY: db.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: db.serviceRoleKey,
    JWT_SECRET: db.jwtSecret,
    MFL_COOKIE_KEYS: `v1:${btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))}`,
  };
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, Deno.env.get(k)]));
  for (const [k, v] of Object.entries(env)) Deno.env.set(k, v);
  clearSettingsCache();
  try {
    // The demo account's MFL session, stored as /mfl/login stores it.
    const config = { apiBase: sim.mflBase, userAgent: "league-integration-test" };
    const session = await new MflClient({ config }).login("demo", "demo123", YEAR);
    await db.sql(`
      insert into auth.users (id, email, email_confirmed_at) values
        ('${MEMBER}', 'member@test.local', now()), ('${STRANGER}', 'stranger@test.local', now());
      insert into public.user_leagues (user_id, league_id, franchise_id, display_name, verified_at) values
        ('${MEMBER}', '61408', '0001', 'Gridiron Gazette League', now()),
        ('${MEMBER}', '35112', '0001', 'Sunday Funday 10', now()),
        ('${MEMBER}', '72901', '0001', 'Fourteen', now());`);
    if (leagues === "all") {
      await db.sql(`insert into public.user_leagues (user_id, league_id, franchise_id, display_name, verified_at) values ${
        Object.entries(KIND_LEAGUE_FRANCHISES).map(([league, franchise]) => `('${MEMBER}', '${league}', '${franchise}', 'League ${league}', now())`).join(", ")
      };`);
    }
    await storeMflSession(serviceClient(), MEMBER, { username: "demo", ...session });

    let offsetMs = 0;
    const clock: Clock = { now: () => Date.now() + offsetMs, setTimer: systemClock.setTimer };
    const isolateUpstream = () =>
      new MflUpstream({
        config,
        settings: () => readSettings(serviceClient()),
        store: new TableCacheStore(serviceClient()),
        clock,
        limiter: { ratePerSec: 100, burst: 20 },
      });
    const upstream = isolateUpstream();
    const { authorize } = await import("../_shared/auth.ts");
    const { createHandler, liveDeps } = await import("../league/handler.ts");
    const handler = createHandler({ authorize, ...liveDeps({ upstream: () => upstream, now: clock.now }) });
    const member = await userToken(MEMBER);
    const { createHandler: createMflHandler } = await import("../mfl/handler.ts");
    const { referenceSync, supabaseReferenceStore } = await import("../_shared/league-data/reference-data.ts");
    const reference = referenceSync({
      upstream,
      store: supabaseReferenceStore(serviceClient()),
      settings: () => readSettings(serviceClient()),
      now: clock.now,
    });
    const mflHandlerOn = (on: MflUpstream) => createMflHandler({ authorize, db: serviceClient, upstream: () => on, reference: () => reference, now: clock.now });
    const mflHandler = mflHandlerOn(upstream);
    const asMember = (on: typeof mflHandler) => async (method: string, path: string, body?: unknown, token: string | null = member) =>
      await answerOf(await on(request(method, path, { ...(token === null ? {} : { token }), ...(body === undefined ? {} : { body }) })));
    await fn({
      sim,
      db,
      config,
      session,
      upstream,
      advance: (ms) => offsetMs += ms,
      now: clock.now,
      member,
      get: async (path, token = member) => await answerOf(await handler(request("GET", path, { token }))),
      mfl: asMember(mflHandler),
      mflResponse: (req) => mflHandler(req),
      otherIsolate: () => asMember(mflHandlerOn(isolateUpstream())),
      async simExport(type, leagueId, extra = "") {
        const host = (await (await fetch(`${sim.url}/_sim/info`)).json()).leagueHosts[leagueId];
        const res = await fetch(`${host}/${YEAR}/export?TYPE=${type}&L=${leagueId}${extra}&JSON=1`, {
          headers: { Cookie: `MFL_USER_ID=${session.cookie}` },
        });
        return await res.json();
      },
    });
  } finally {
    for (const [k, v] of Object.entries(saved)) v === undefined ? Deno.env.delete(k) : Deno.env.set(k, v);
    clearSettingsCache();
    await sim.close();
    await db.stop();
  }
}
