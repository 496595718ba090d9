/**
 * The SPA's dashboard as a load generator: seeded users with real (simulator) MFL sessions, and
 * one "dashboard load" = the requests the dashboard makes through the gateway.
 */
import { ANON_KEY, type PlatformConfig } from "../../../local/config.ts";
import { psql } from "../../../local/postgres/psql.ts";
import { baseFromMflUrl } from "../../../supabase/functions/_shared/mfl/hosts.ts";
import { type BenchUser, seedAppUsers } from "./app-users.ts";
import type { SimControl } from "./sim-control.ts";

/** The simulator's demo account and its leagues (local/sim/README.md, seed 1). */
export const DEMO_LEAGUES = [
  { id: "61408", franchise: "0003", host: "www44", name: "Gridiron Gazette League", franchises: 12 },
  { id: "35112", franchise: "0007", host: "www57", name: "Sunday Funday 10", franchises: 10 },
  { id: "72901", franchise: "0011", host: "www70", name: "Dynasty Fourteen", franchises: 14 },
] as const;

/**
 * The upstream requests one dashboard needs, whoever asks: the goal for a cold round. The cards'
 * standings and transactions, and since issue 21 each card's week of scores (personal scoring:
 * the week's live scores, projections, byes and player details; its kickoffs come from the same
 * nflSchedule copy as the current week).
 */
export const DISTINCT = [
  { endpoint: "mfl:export:nflSchedule", hosts: "api", n: 1, what: "the current week and its kickoffs (current-week, personal scoring)" },
  { endpoint: "mfl:export:league", hosts: "www44 www57 www70", n: 3, what: "franchises, divisions, league host" },
  { endpoint: "mfl:export:leagueStandings", hosts: "www44 www57 www70", n: 3, what: "standings (ALL=1)" },
  { endpoint: "mfl:export:transactions", hosts: "www44 www57 www70", n: 3, what: "the season's transactions" },
  { endpoint: "mfl:export:liveScoring", hosts: "www44 www57 www70", n: 3, what: "this week's scores (personal scoring)" },
  { endpoint: "mfl:export:projectedScores", hosts: "www44 www57 www70", n: 3, what: "this week's projections (personal scoring)" },
  { endpoint: "mfl:export:players", hosts: "api", n: 2, what: "player names for transaction assets; player details (personal scoring)" },
  { endpoint: "mfl:export:nflByeWeeks", hosts: "api", n: 1, what: "the week's byes (personal scoring)" },
];
export const DISTINCT_TOTAL = DISTINCT.reduce((s, d) => s + d.n, 0);

/**
 * The generic host's 302s a cold round may cost: each isolate learns a league's host from the 302 on
 * its first read of the league, in memory (README, Capacity 3), and the league function's workers
 * (standings, transactions) and the mfl function's (the card's week of scores) each learn it.
 */
export function maxHostRedirects(workersPerFunction: number): number {
  return DEMO_LEAGUES.length * 2 * workersPerFunction;
}

export type { BenchUser };

async function sql(cfg: PlatformConfig, statement: string): Promise<void> {
  const r = await psql(cfg, [{ sql: statement }]);
  if (r.code !== 0) throw new Error(`SQL failed: ${r.stderr}`);
}

const quote = (s: string) => `'${s.replaceAll("'", "''")}'`;

/**
 * `count` users, each connected to MFL as `demo` with a session of their own (one simulator
 * login per user), with verified memberships of the demo's 3 leagues (app-users.ts).
 */
export async function seedUsers(cfg: PlatformConfig, sim: SimControl, count: number): Promise<BenchUser[]> {
  const seeds = await Promise.all(Array.from({ length: count }, async (_, i) => ({
    email: `bench-dashboard-${i}@example.com`,
    mflUsername: "demo",
    cookie: await sim.login("demo", "demo123"),
    leagues: DEMO_LEAGUES.map((l) => ({ id: l.id, franchise: l.franchise, name: l.name })),
  })));
  await seedLeagueHosts(cfg, sim, seeds[0]?.cookie);
  return await seedAppUsers(cfg, seeds);
}

/**
 * What connecting leaves behind besides the memberships: the league hosts MFL's myleagues named
 * (the product records each league's host as it reads that answer, `mfl_league_hosts`), so the
 * cold round starts from a connected user's state, not a deployment that never met the leagues.
 */
async function seedLeagueHosts(cfg: PlatformConfig, sim: SimControl, cookie: string | undefined): Promise<void> {
  if (!cookie) return;
  const res = await fetch(`${sim.baseUrl}/2026/export?TYPE=myleagues&JSON=1`, { headers: { Cookie: `MFL_USER_ID=${cookie}` } });
  type Named = { league_id?: string; id?: string; url: string };
  const body = await res.json() as { leagues?: { league?: Named | Named[] } };
  const leagues = [body.leagues?.league ?? []].flat();
  const rows = leagues.map((l) => [l.league_id ?? l.id ?? "", baseFromMflUrl(l.url)] as const).filter(([, base]) => base);
  if (rows.length !== DEMO_LEAGUES.length) throw new Error(`myleagues named ${rows.length} league hosts, expected ${DEMO_LEAGUES.length}`);
  await sql(cfg, `insert into public.mfl_league_hosts (league_id, base_url) values ${rows.map(([id, base]) => `(${quote(id)}, ${quote(base!)})`).join(", ")}
                  on conflict (league_id) do update set base_url = excluded.base_url;`);
}

/** Sets system_settings keys (jsonb values) directly, before the functions first read them. */
export async function setSettings(cfg: PlatformConfig, values: Record<string, number>): Promise<void> {
  const rows = Object.entries(values).map(([k, v]) => `(${quote(k)}, ${quote(JSON.stringify(v))}::jsonb)`).join(", ");
  await sql(cfg, `insert into public.system_settings (key, value) values ${rows}
                  on conflict (key) do update set value = excluded.value;`);
}

export type Endpoint = "user_leagues" | "current-week" | "league-standings" | "league-transactions" | "personal-scoring";

/** The reads of each league card (web/src/features/dashboard/components/league-card.tsx). */
export const CARD_ENDPOINTS: readonly Endpoint[] = ["league-standings", "personal-scoring", "league-transactions"];

export interface Call {
  endpoint: Endpoint;
  leagueId?: string;
  /** HTTP status; 0 = no answer (network error or timeout). */
  status: number;
  ms: number;
  body: Record<string, unknown> | unknown[] | null;
  error?: string;
}

export async function call(gateway: string, token: string, endpoint: Endpoint, leagueId?: string): Promise<Call> {
  const path = endpoint === "user_leagues"
    ? "/rest/v1/user_leagues?select=league_id,franchise_id,display_name&order=created_at.asc"
    : endpoint === "current-week"
    ? "/api/mfl/current-week"
    : endpoint === "league-standings"
    ? `/api/league-standings?leagueId=${leagueId}`
    : endpoint === "personal-scoring"
    ? `/api/mfl/scoring?type=personal&leagueId=${leagueId}`
    : `/api/league-transactions?leagueId=${leagueId}&limit=5`;
  const t = performance.now();
  try {
    const res = await fetch(`${gateway}${path}`, {
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(60_000),
    });
    const text = await res.text();
    let body: Call["body"] = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = { nonJson: text.slice(0, 200) };
    }
    return { endpoint, leagueId, status: res.status, ms: performance.now() - t, body };
  } catch (e) {
    return { endpoint, leagueId, status: 0, ms: performance.now() - t, body: null, error: String(e) };
  }
}

/**
 * One dashboard load as the SPA makes it: the leagues list and the current week (independent
 * queries, in parallel), then each league card's reads (standings, the user's week of scores, the
 * newest 5 transactions) of every league, all in parallel.
 */
export async function dashboardLoad(gateway: string, user: BenchUser): Promise<Call[]> {
  const [leagues, week] = await Promise.all([
    call(gateway, user.token, "user_leagues"),
    call(gateway, user.token, "current-week"),
  ]);
  const ids = Array.isArray(leagues.body) ? leagues.body.map((r) => String((r as { league_id: unknown }).league_id)) : [];
  const cards = await Promise.all(ids.flatMap((id) => CARD_ENDPOINTS.map((endpoint) => call(gateway, user.token, endpoint, id))));
  return [leagues, week, ...cards];
}

/** All users load the dashboard at once; returns every call and the round's wall time. */
export async function dashboardRound(gateway: string, users: BenchUser[]): Promise<{ calls: Call[]; ms: number }> {
  const t = performance.now();
  const loads = await Promise.all(users.map((u) => dashboardLoad(gateway, u)));
  return { calls: loads.flat(), ms: performance.now() - t };
}

export const isStale = (c: Call) => !Array.isArray(c.body) && c.body?.stale === true;
export const messageOf = (c: Call) =>
  Array.isArray(c.body) || !c.body ? c.error ?? "" : String(c.body.message ?? c.body.error ?? c.body.reason ?? "");
