// Tests only: the mfl handler with the real router and auth, an in-memory PostgREST, a test cookie
// key, and an MflUpstream whose HTTP goes to a stub league host (or the simulator).
import { parseKeyring } from "../_shared/crypto/cookie-cipher.ts";
import { memoryRest, type MemoryRest } from "./memory-rest.ts";
import { LEAGUE, MYLEAGUES_MANY } from "./mfl-fixtures.ts";
import type { JsonObject } from "../_shared/mfl/quirks.ts";
import { settingsDefaults } from "../_shared/contracts/admin-settings.ts";
import { request, testAuthorizer, userToken, USER_ID } from "./helpers.ts";
import { MflUpstream } from "../_shared/mfl/upstream.ts";
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
  const logins = new MemoryLoginGate();
  let testFail: MemoryRest["fail"];
  const rpc: NonNullable<MemoryRest["fail"]> = (call) => {
    const failure = testFail?.(call);
    if (failure) return failure;
    if (call.url.pathname === "/rest/v1/rpc/mfl_login_gate") return Response.json(logins.gate(call.body as LoginGateArgs));
    if (call.url.pathname === "/rest/v1/rpc/mfl_login_settle") return Response.json(logins.settle(call.body as LoginSettleArgs));
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

interface LoginSettleArgs {
  p_user: string;
  p_attempt: number;
  p_outcome: "succeeded" | "unanswered";
  p_now: string;
}

const MINUTES_15 = 900_000;
const HOURS_24 = 86_400_000;

/** mfl_login_gate and mfl_login_settle in memory, the limits of migration 20261127120000. */
class MemoryLoginGate {
  private failures: { id: number; user: string; name: string; at: number }[] = [];
  private proofs = new Set<string>();
  private nextId = 1;

  gate(args: LoginGateArgs): { attemptId: number } | { waitSec: number } {
    const now = Date.parse(args.p_now);
    const name = args.p_username.trim().toLowerCase();
    const proven = this.proofs.has(`${args.p_user}/${name}`);
    const mine = this.failures.filter((f) => f.user === args.p_user);
    const theirs = proven ? [] : this.failures.filter((f) => f.name === name && !this.proofs.has(`${f.user}/${name}`));
    const rules: [typeof mine, number, number][] = [
      [mine, MINUTES_15, 10],
      [mine, HOURS_24, 30],
      [mine.filter((f) => f.name === name), MINUTES_15, 5],
      [mine.filter((f) => f.name === name), HOURS_24, 10],
      [theirs, MINUTES_15, 15],
      [theirs, HOURS_24, 40],
    ];
    const wait = Math.max(0, ...rules.map(([rows, span, limit]) => {
      const recent = rows.filter((f) => f.at > now - span).map((f) => f.at).sort((a, b) => b - a);
      return recent.length < limit ? 0 : Math.max(1, Math.ceil((recent[limit - 1] + span - now) / 1000));
    }));
    if (wait > 0) return { waitSec: wait };
    const id = this.nextId++;
    this.failures.push({ id, user: args.p_user, name, at: now });
    return { attemptId: id };
  }

  settle(args: LoginSettleArgs): null {
    const attempt = this.failures.find((f) => f.id === args.p_attempt && f.user === args.p_user);
    if (!attempt) return null;
    const forgotten = args.p_outcome === "succeeded" ? (f: typeof attempt) => f.user === attempt.user && f.name === attempt.name : (f: typeof attempt) => f === attempt;
    this.failures = this.failures.filter((f) => !forgotten(f));
    if (args.p_outcome === "succeeded") this.proofs.add(`${attempt.user}/${attempt.name}`);
    return null;
  }
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
