/**
 * Issue 20 point 11 figures: reads through the whole local stack (gateway, function workers,
 * PostgREST, the functions' direct connection, PostgreSQL) while the database drops its client
 * connections (57P01), as a managed Postgres does on a failover or a pooler restart:
 *
 *  1. a momentary drop: every connection terminated once; goal: no 503 at all, the reads that
 *     met the dropped connections are retried once and succeed;
 *  2. a 3 s blip: every connection terminated every 150 ms for 3 s; goal: every 503 carries
 *     Retry-After (a client must be told when to come back), no other 5xx.
 *
 * Counted over the disruption and the 3 s after it: the reads that succeeded, answers that were
 * 503 at all, 503s without Retry-After, any other 5xx. Reads: the admin's players list (a stable rpc), settings and audit log
 * (table GETs), the identity summary, and a league's standings (a league view over the direct
 * connection), READERS at a time, each waiting for its answer before the next.
 *
 * Own stack on ports 63721.. (simulator 63730), fresh data folder, loopback only.
 *
 *   npm run bench -- db-blip
 */
import { createClient } from "npm:@supabase/supabase-js@2.119.1";
import { ANON_KEY, dbUrl, platformConfig, portsFrom, ROOT } from "../../local/config.ts";
import { startStack } from "../../local/platform/stack.ts";
import { blipDatabase, dropConnections } from "../../local/testing/db-blip.ts";
import { Goals, stopAfter } from "./lib/goals.ts";
import { seedUsers } from "./lib/dashboard.ts";
import { SimControl } from "./lib/sim-control.ts";
import { formatCounts, tally } from "./lib/stats.ts";

const PORT_BASE = 63721;
const BLIP_MS = 3_000;
const AFTER_MS = 3_000;
const READERS = 6;
const HARD_LIMIT_MS = 240_000;

interface Answer {
  path: string;
  status: number;
  retryAfter: string | null;
  code: string;
  ms: number;
}

const goals = new Goals();
const goal = goals.check;

const cfg = platformConfig("test", { ...portsFrom(PORT_BASE), dataDir: `${ROOT}/.local/bench-db-blip` });
const stack = await startStack(cfg, { reset: true, functionEnv: { CHECK_RESPONSE_CONTRACTS: "0" } });
const cancelGuard = stopAfter(stack, HARD_LIMIT_MS, "db-blip");
try {
  const gateway = `http://${cfg.host}:${cfg.gatewayPort}`;
  const auth = createClient(gateway, ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
  const { data, error } = await auth.auth.signInWithPassword({ email: "admin@example.com", password: "admin123" });
  if (error || !data.session) throw new Error(`admin sign-in failed: ${error?.message}`);
  const admin = data.session.access_token;
  const [member] = await seedUsers(cfg, new SimControl(stack.simUrl), 1);

  const reads: { path: string; token: string }[] = [
    { path: "/api/admin/players-list?q=smith", token: admin },
    { path: "/api/admin/settings", token: admin },
    { path: "/api/admin/player-audit?limit=20", token: admin },
    { path: "/api/admin/identity-summary", token: admin },
    { path: "/api/league-standings?leagueId=61408", token: member.token },
  ];
  const read = async ({ path, token }: (typeof reads)[number]): Promise<Answer> => {
    const t0 = performance.now();
    const res = await fetch(`${gateway}${path}`, { headers: { Authorization: `Bearer ${token}`, apikey: ANON_KEY } });
    const text = await res.text();
    let code = "";
    try {
      code = String(JSON.parse(text).code ?? "");
    } catch { /* not JSON: the status says enough */ }
    return { path, status: res.status, retryAfter: res.headers.get("Retry-After"), code, ms: performance.now() - t0 };
  };

  // Warm: the standings are fetched from MFL once, then every read is the database's.
  for (const r of reads) {
    const answer = await read(r);
    if (answer.status !== 200) throw new Error(`warm-up ${r.path}: HTTP ${answer.status} ${answer.code}`);
  }

  /** Reads while `disrupt` runs and for AFTER_MS after it; prints the figures and checks the goals. */
  const measure = async (title: string, disrupt: () => Promise<number>) => {
    const answers: Answer[] = [];
    let reading = true;
    const readers = Array.from({ length: READERS }, async (_, i) => {
      for (let n = i; reading; n++) answers.push(await read(reads[n % reads.length]));
    });
    const t0 = performance.now();
    const terminated = await disrupt();
    await new Promise((r) => setTimeout(r, AFTER_MS));
    reading = false;
    await Promise.all(readers);
    const wallMs = performance.now() - t0;

    const failed = answers.filter((a) => a.status >= 500);
    const unavailable = failed.filter((a) => a.status === 503);
    const bare = unavailable.filter((a) => !a.retryAfter);
    const other5xx = failed.filter((a) => a.status !== 503);
    const ok = answers.filter((a) => a.status < 300).length;
    const row = (label: string, value: number | string, verdict = "") => console.log(`  ${label.padEnd(36)} ${String(value).padStart(5)}  ${verdict}`);
    console.log(`\n${title}: ${answers.length} reads in ${(wallMs / 1000).toFixed(1)} s, ${terminated} connections dropped`);
    row("succeeded (2xx)", `${ok}`, `(${((100 * ok) / Math.max(1, answers.length)).toFixed(0)}%)`);
    row("503 in all", unavailable.length);
    row("503 without Retry-After", bare.length, goal(bare.length === 0, `${title}: every 503 carries Retry-After`));
    row("other 5xx", other5xx.length, goal(other5xx.length === 0, `${title}: no other 5xx`));
    row("4xx", answers.filter((a) => a.status >= 400 && a.status < 500).length);
    if (failed.length) {
      console.log(`  failures by read: ${formatCounts(tally(failed, (a) => `${a.path.split("?")[0]} ${a.status} ${a.code}${a.retryAfter ? ` Retry-After ${a.retryAfter}` : ""}`))}`);
    }
    row("slowest answer (ms)", Math.max(...answers.map((a) => a.ms)).toFixed(0));
    return { unavailable: unavailable.length };
  };

  const drop = await measure("A momentary drop (every connection terminated once)", () => dropConnections(dbUrl(cfg)));
  console.log(`  ${goal(drop.unavailable === 0, "a momentary drop: no 503 (each failed read is retried once)")}`);
  await new Promise((r) => setTimeout(r, 3_000));
  await measure(`A ${BLIP_MS / 1000} s blip (every connection terminated every 150 ms)`, () => blipDatabase(dbUrl(cfg), { durationMs: BLIP_MS }));
  goals.report();
} finally {
  cancelGuard();
  await stack.stop();
}
