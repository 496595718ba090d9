// Tests only: the mfl handler with the real router and auth, an in-memory PostgREST, a test cookie
// key, and an MflUpstream whose HTTP goes to a stub league host (or the simulator).
import { parseKeyring } from "../_shared/crypto/cookie-cipher.ts";
import { memoryRest, type MemoryRest } from "./memory-rest.ts";
import { LEAGUE, MYLEAGUES_MANY } from "./mfl-fixtures.ts";
import type { JsonObject } from "../_shared/mfl/quirks.ts";
import { settingsDefaults } from "../_shared/contracts/admin-settings.ts";
import { request, testAuthorizer, userToken, USER_ID } from "./helpers.ts";
import { MflUpstream } from "../_shared/upstream/mfl-upstream.ts";
import { createHandler } from "../mfl/handler.ts";

const randomKey = () => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))));
export const TEST_KEYRING = parseKeyring(`t1:${randomKey()}`);
export const COOKIE = "U2VjcmV0Q29va2llVmFsdWUxMjM=";
export const NOW = Date.parse("2026-11-21T12:00:00Z");

export type StubReply = Response | JsonObject | string | Error;

/** A stub MFL: login and exports answered by per-TYPE functions; every request is recorded. */
export class StubMfl {
  readonly requests: { url: URL; method: string; cookie: string | null; body: string }[] = [];
  login: (form: URLSearchParams) => StubReply = (form) =>
    form.get("PASSWORD") === "right-password"
      ? new Response(`<?xml version="1.0" encoding="utf-8"?>\n<status MFL_USER_ID="${COOKIE}">OK</status>`, { headers: { "content-type": "text/html" } })
      : "<error>Invalid Password</error>";
  exports: Record<string, (params: URLSearchParams, cookie: string | null) => StubReply> = {
    myleagues: (_p, cookie) => cookie === `MFL_USER_ID=${COOKIE}` ? MYLEAGUES_MANY : { error: { $t: "API requires logged in user" } },
    league: (p) => leagueBody(p.get("L") ?? ""),
    nflSchedule: () => ({ nflSchedule: { week: "12" } }),
  };

  fetch: typeof fetch = async (input, init) => {
    const req = new Request(input, init);
    const url = new URL(req.url);
    const body = await req.text();
    const cookie = req.headers.get("cookie");
    this.requests.push({ url, method: req.method, cookie, body });
    let reply: StubReply;
    if (url.pathname.endsWith("/login")) reply = this.login(new URLSearchParams(body));
    else {
      const type = url.searchParams.get("TYPE") ?? "";
      const fn = this.exports[type];
      reply = fn ? fn(url.searchParams, cookie) : { error: { $t: "Invalid export TYPE" } };
    }
    if (reply instanceof Error) throw reply;
    if (reply instanceof Response) return reply;
    return new Response(typeof reply === "string" ? reply : JSON.stringify(reply), { headers: { "content-type": "application/json" } });
  };

  count(type: string): number {
    return this.requests.filter((r) => r.url.searchParams.get("TYPE") === type).length;
  }
}

export function leagueBody(id: string, name = `League ${id}`): JsonObject {
  const base = LEAGUE.league as JsonObject;
  return {
    version: "1.0",
    league: {
      ...base,
      id,
      name,
      franchises: {
        count: "3",
        franchise: [
          { id: "0001", name: "<b>Team One</b>", division: "00", logo: "https://img.test/1.png" },
          { id: "0002", name: "Team Two", division: "01" },
          { id: "0007", name: "Team Seven" },
        ],
      },
      divisions: { count: "2", division: [{ id: "00", name: "East" }, { id: "01", name: "West" }] },
    },
  };
}

export interface MflUnderTestOptions {
  apiBase?: string;
  fetch?: typeof fetch;
  db?: MemoryRest;
  now?: () => number;
}

/**
 * replace_league_franchises (the league data's franchise writer) over the in-memory tables: upsert
 * by (league_id, year, franchise_id), logo kept when none is sent, and older data than the last
 * write ignored (returns false), as the SQL function does. A `fail` a test sets still goes first.
 */
export function withLeagueFranchisesRpc(db: MemoryRest): MemoryRest {
  const syncedAt = new Map<string, number>();
  const logins: { user: string; name: string; at: number }[] = [];
  let testFail: MemoryRest["fail"];
  const rpc: NonNullable<MemoryRest["fail"]> = (call) => {
    const failure = testFail?.(call);
    if (failure) return failure;
    if (call.url.pathname === "/rest/v1/rpc/mfl_login_gate") return Response.json(loginGate(logins, call.body as LoginGateArgs));
    if (call.url.pathname === "/rest/v1/rpc/withdraw_league_verification") return Response.json(withdraw(db, call.body as WithdrawArgs));
    if (call.url.pathname !== "/rest/v1/rpc/replace_league_franchises") return undefined;
    const args = call.body as { p_league_id: string; p_year: number; p_rows: Record<string, unknown>[]; p_synced_at: string };
    const key = `${args.p_league_id}/${args.p_year}`;
    const at = Date.parse(args.p_synced_at);
    if ((syncedAt.get(key) ?? -Infinity) >= at) return Response.json(false);
    syncedAt.set(key, at);
    const table = db.tables.get("league_franchises") ?? [];
    db.tables.set("league_franchises", table);
    for (const row of args.p_rows) {
      const existing = table.find((r) => r.league_id === args.p_league_id && r.year === args.p_year && r.franchise_id === row.franchise_id);
      const next = { league_id: args.p_league_id, year: args.p_year, ...row, logo_url: row.logo_url ?? existing?.logo_url ?? null };
      if (existing) Object.assign(existing, next);
      else table.push(next);
    }
    return Response.json(true);
  };
  Object.defineProperty(db, "fail", { get: () => rpc, set: (f: MemoryRest["fail"]) => (testFail = f), configurable: true });
  return db;
}

interface WithdrawArgs {
  p_user: string;
  p_account: string | null;
  p_listed: string[] | null;
}

/** withdraw_league_verification in memory: the same three conditions as the SQL function. */
function withdraw(db: MemoryRest, args: WithdrawArgs): string[] {
  const account = args.p_account?.trim().toLowerCase() ?? null;
  const gone = (db.tables.get("user_leagues") ?? []).filter((r) =>
    r.user_id === args.p_user && r.verified_at &&
    (account === null || (r.verified_mfl_username ?? null) !== account || (args.p_listed !== null && !args.p_listed.includes(String(r.league_id))))
  );
  for (const r of gone) r.verified_at = null;
  return gone.map((r) => String(r.league_id)).sort();
}

interface LoginGateArgs {
  p_user: string;
  p_username: string;
  p_now: string;
}

/** mfl_login_gate in memory: 5 logins per username, 10 per account, in 15 minutes. */
function loginGate(logins: { user: string; name: string; at: number }[], args: LoginGateArgs): number {
  const now = Date.parse(args.p_now);
  const name = args.p_username.trim().toLowerCase();
  const recent = logins.filter((l) => l.at > now - 900_000);
  const over = (rows: typeof recent, limit: number) => rows.length >= limit ? rows[rows.length - limit].at + 900_000 - now : 0;
  const wait = over(recent.filter((l) => l.name === name), 5) || over(recent.filter((l) => l.user === args.p_user), 10);
  if (wait > 0) return Math.max(1, Math.ceil(wait / 1000));
  logins.push({ user: args.p_user, name, at: now });
  return 0;
}

export function mflUnderTest(options: MflUnderTestOptions = {}) {
  const stub = new StubMfl();
  const db = withLeagueFranchisesRpc(options.db ?? memoryRest());
  const upstream = new MflUpstream({
    config: { apiBase: options.apiBase ?? "https://api.myfantasyleague.com", userAgent: "MFLCompanionTest/1.0" },
    settings: () => Promise.resolve(settingsDefaults),
    fetch: options.fetch ?? stub.fetch,
    limiter: { ratePerSec: 1000, burst: 1000 },
    timeoutMs: 5_000,
  });
  const now = options.now ?? (() => NOW);
  const handler = createHandler({ authorize: testAuthorizer(), db: () => db.client, upstream: () => upstream, keyring: TEST_KEYRING, now });
  const texts: string[] = [];
  const call = async (method: string, path: string, body?: unknown, userId = USER_ID) => {
    const res = await handler(request(method, path, { token: await userToken(userId), body }));
    const text = await res.text();
    texts.push(text);
    return { status: res.status, headers: res.headers, text, body: text ? JSON.parse(text) : undefined };
  };
  return { handler, db, stub, upstream, call, texts, now };
}

/** A profile row holding a valid session for USER_ID, as a login would leave it. */
export async function connectedProfile(expiresAt = new Date(NOW + 3600_000).toISOString()) {
  const { encryptCookie } = await import("../_shared/crypto/cookie-cipher.ts");
  return {
    user_id: USER_ID,
    mfl_username: "demo",
    mfl_cookie_enc: await encryptCookie(COOKIE, await TEST_KEYRING, USER_ID),
    mfl_cookie_expires_at: expiresAt,
  };
}
