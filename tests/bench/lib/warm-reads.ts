/**
 * Warm reads at a fixed concurrency: `clients` clients, each `perClient` requests in turn over the
 * demo leagues, each as its own user; requests per second, p50 and p95. Used to set a function's
 * read beside the raw PostgREST read of the same rows in the same run.
 *
 * The clients run in a child process (as viewer-load.ts's viewers do): the gateway runs in the
 * benchmark's own process, and clients sharing its one JavaScript thread would charge their own
 * work (and a gzipped answer's decoding) to whichever read is measured. Every read asks for the
 * same encoding (`accept-encoding`, default gzip as a browser does), so both paths are compared as
 * a client meets them.
 *
 *   deno run -A tests/bench/lib/warm-reads.ts <plan.json>     → one JSON line on stdout (WarmLoad)
 */
import process from "node:process";
import { ANON_KEY, ROOT } from "../../../local/config.ts";
import { type BenchUser, DEMO_LEAGUES } from "./dashboard.ts";
import { mapLimit, percentile } from "./stats.ts";

export interface WarmLoad {
  rps: number;
  p50: number;
  p95: number;
  /** Answers other than 200 (0 = no answer). */
  bad: number;
  /** CPU the clients used, in ms (their own process). */
  clientCpuMs: number;
}

interface WarmPlan {
  /** One URL per client and request, already made. */
  urls: string[][];
  tokens: string[];
  anonKey: string;
  acceptEncoding: string;
}

async function timed(url: string, token: string, plan: WarmPlan): Promise<{ status: number; ms: number }> {
  const t = performance.now();
  try {
    const res = await fetch(url, {
      headers: { apikey: plan.anonKey, Authorization: `Bearer ${token}`, "accept-encoding": plan.acceptEncoding },
      signal: AbortSignal.timeout(30_000),
    });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - t };
  } catch {
    return { status: 0, ms: performance.now() - t };
  }
}

async function runPlan(plan: WarmPlan): Promise<WarmLoad> {
  const cpu0 = process.cpuUsage();
  const t = performance.now();
  const results = (await mapLimit(plan.urls.length, plan.urls.length, async (i) => {
    const out = [];
    for (const url of plan.urls[i]) out.push(await timed(url, plan.tokens[i], plan));
    return out;
  })).flat();
  const ms = performance.now() - t;
  const cpu = process.cpuUsage(cpu0);
  const lat = results.map((r) => r.ms).sort((a, b) => a - b);
  return {
    rps: results.length / (ms / 1000),
    p50: percentile(lat, 50),
    p95: percentile(lat, 95),
    bad: results.filter((r) => r.status !== 200).length,
    clientCpuMs: (cpu.user + cpu.system) / 1000,
  };
}

export async function warmLoad(
  users: BenchUser[],
  url: (leagueId: string) => string,
  clients: number,
  perClient: number,
  acceptEncoding = "gzip",
): Promise<WarmLoad> {
  const plan: WarmPlan = {
    urls: Array.from({ length: clients }, (_, i) => Array.from({ length: perClient }, (_, r) => url(DEMO_LEAGUES[(i + r) % DEMO_LEAGUES.length].id))),
    tokens: Array.from({ length: clients }, (_, i) => users[i % users.length].token),
    anonKey: ANON_KEY,
    acceptEncoding,
  };
  const file = await Deno.makeTempFile({ suffix: ".json" });
  try {
    await Deno.writeTextFile(file, JSON.stringify(plan));
    const out = await new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", `${ROOT}/tests/bench/lib/warm-reads.ts`, file],
      stdout: "piped",
      stderr: "piped",
    }).output();
    if (!out.success) throw new Error(`warm reads failed: ${new TextDecoder().decode(out.stderr).slice(-1500)}`);
    return JSON.parse(new TextDecoder().decode(out.stdout).trim().split("\n").at(-1)!) as WarmLoad;
  } finally {
    await Deno.remove(file);
  }
}

if (import.meta.main) {
  const plan = JSON.parse(await Deno.readTextFile(Deno.args[0])) as WarmPlan;
  console.log(JSON.stringify(await runPlan(plan)));
}
