/**
 * Warm reads at a fixed concurrency: `clients` clients, each `perClient` requests in turn over the
 * demo leagues, each as its own user; requests per second, p50 and p95. Used to set a function's
 * read beside the raw PostgREST read of the same rows in the same run.
 */
import { ANON_KEY } from "../../../local/config.ts";
import { type BenchUser, DEMO_LEAGUES } from "./dashboard.ts";
import { mapLimit, percentile } from "./stats.ts";

export interface WarmLoad {
  rps: number;
  p50: number;
  p95: number;
  /** Answers other than 200 (0 = no answer). */
  bad: number;
}

async function timed(url: string, token: string): Promise<{ status: number; ms: number }> {
  const t = performance.now();
  try {
    const res = await fetch(url, {
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(30_000),
    });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - t };
  } catch {
    return { status: 0, ms: performance.now() - t };
  }
}

export async function warmLoad(
  users: BenchUser[],
  url: (leagueId: string) => string,
  clients: number,
  perClient: number,
): Promise<WarmLoad> {
  const t = performance.now();
  const results = (await mapLimit(clients, clients, async (i) => {
    const out = [];
    for (let r = 0; r < perClient; r++) {
      out.push(await timed(url(DEMO_LEAGUES[(i + r) % DEMO_LEAGUES.length].id), users[i % users.length].token));
    }
    return out;
  })).flat();
  const ms = performance.now() - t;
  const lat = results.map((r) => r.ms).sort((a, b) => a - b);
  return {
    rps: results.length / (ms / 1000),
    p50: percentile(lat, 50),
    p95: percentile(lat, 95),
    bad: results.filter((r) => r.status !== 200).length,
  };
}
