/**
 * Viewers polling Live Scoring, as a child process of a benchmark (so its CPU is its own and not
 * mistaken for the product's): each viewer asks `GET /api/mfl/scoring?type=personal&leagueId=` for
 * every league of theirs, as the SPA's Live Scoring screen does (web/src/data/league/scoring.ts):
 * every 30 s, or just after the server's copy is next refreshed (`nextUpdateAt`), with the last
 * ETag sent back and gzip accepted (fetch's default), over keep-alive connections.
 *
 *   deno run -A tests/bench/lib/viewer-load.ts <plan.json>     → one JSON line on stdout (ViewerLoadResult)
 *
 * Each answer records when it was asked, its status and time, and the age of the scores the viewer
 * then has on screen: seconds since MFL's copy was taken (`updatedAt`), the last 200's when the
 * answer is a 304 or a failure (the screen keeps what it showed).
 */
import process from "node:process";
import { ANON_KEY, ROOT } from "../../../local/config.ts";

export interface ViewerLoadPlan {
  gateway: string;
  anonKey: string;
  /** When the first poll may start (epoch ms); each poller starts at a random moment of the next `spreadMs`. */
  startAt: number;
  spreadMs: number;
  /** When polling stops (epoch ms). */
  endAt: number;
  /** How far past the refresh each poll is spread at random (the SPA's POLL_SPREAD_MS). */
  pollSpreadMs: number;
  viewers: { token: string; leagues: string[] }[];
}

/** [asked at (epoch ms), HTTP status (0 = no answer), ms, age on screen in s (-1 = nothing yet), stale (1) or not (0), league id]. */
export type PollRecord = [number, number, number, number, number, string];

export interface ViewerLoadResult {
  polls: PollRecord[];
  /** CPU this process used, in ms. */
  cpuMs: number;
  /** A few failure texts, by status. */
  failures: Record<string, string>;
}

/**
 * The SPA's rule (scoringPollMs): every 30 s, or 1 s after the copy is next refreshed plus a random
 * moment of `spreadMs` (the SPA's POLL_SPREAD_MS; 0: as the SPA polled before it spread its
 * polls), never sooner than 2 s.
 */
const POLL_MS = 30_000, AFTER_REFRESH_MS = 1_000, MIN_POLL_MS = 2_000;

export function nextPollMs(nextUpdateAt: string | null | undefined, spreadMs: number, now = Date.now()): number {
  const next = nextUpdateAt ? Date.parse(nextUpdateAt) : NaN;
  if (!Number.isFinite(next) || next <= now) return POLL_MS;
  return Math.min(POLL_MS, Math.max(MIN_POLL_MS, next - now + AFTER_REFRESH_MS + Math.random() * spreadMs));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

async function poller(plan: ViewerLoadPlan, token: string, leagueId: string, out: ViewerLoadResult): Promise<void> {
  await sleep(plan.startAt + Math.random() * plan.spreadMs - Date.now());
  const url = `${plan.gateway}/api/mfl/scoring?type=personal&leagueId=${leagueId}`;
  let etag: string | null = null;
  let shownAt: number | null = null;
  let stale = 0;
  let nextUpdateAt: string | null = null;
  while (Date.now() < plan.endAt) {
    const asked = Date.now();
    const headers: Record<string, string> = { apikey: plan.anonKey, Authorization: `Bearer ${token}` };
    if (etag) headers["If-None-Match"] = etag;
    let status = 0;
    try {
      const res = await fetch(url, { headers, signal: AbortSignal.timeout(60_000) });
      status = res.status;
      if (status === 200) {
        const body = await res.json() as { updatedAt?: string; nextUpdateAt?: string | null; stale?: boolean };
        etag = res.headers.get("etag");
        shownAt = body.updatedAt ? Date.parse(body.updatedAt) : shownAt;
        stale = body.stale ? 1 : 0;
        nextUpdateAt = body.nextUpdateAt ?? null;
      } else {
        const text = await res.text();
        if (status !== 304) out.failures[status] ??= text.slice(0, 300);
      }
    } catch (error) {
      out.failures[0] ??= String(error).slice(0, 300);
    }
    const now = Date.now();
    out.polls.push([asked, status, now - asked, shownAt === null ? -1 : (now - shownAt) / 1000, stale, leagueId]);
    // A failed poll is asked again at the next 30 s, as TanStack Query's refetchInterval does.
    await sleep(Math.min(status === 200 || status === 304 ? nextPollMs(nextUpdateAt, plan.pollSpreadMs) : POLL_MS, plan.endAt - Date.now()));
  }
}

/** Runs the viewers' polls from `procs` child processes of this file until `endAt`; their records and CPU. */
export async function viewerLoad(
  gateway: string,
  viewers: ViewerLoadPlan["viewers"],
  startAt: number,
  spreadMs: number,
  endAt: number,
  procs = 1,
  pollSpreadMs = 3_000,
): Promise<ViewerLoadResult> {
  const count = Math.min(procs, Math.max(1, viewers.length));
  const runs = await Promise.all(Array.from({ length: count }, async (_, p) => {
    const plan: ViewerLoadPlan = {
      gateway, anonKey: ANON_KEY, startAt, spreadMs, endAt, pollSpreadMs,
      viewers: viewers.filter((_, i) => i % count === p),
    };
    const file = await Deno.makeTempFile({ suffix: ".json" });
    try {
      await Deno.writeTextFile(file, JSON.stringify(plan));
      const out = await new Deno.Command(Deno.execPath(), {
        args: ["run", "-A", `${ROOT}/tests/bench/lib/viewer-load.ts`, file],
        stdout: "piped",
        stderr: "piped",
      }).output();
      if (!out.success) throw new Error(`load generator failed: ${new TextDecoder().decode(out.stderr).slice(-1500)}`);
      return JSON.parse(new TextDecoder().decode(out.stdout).trim().split("\n").at(-1)!) as ViewerLoadResult;
    } finally {
      await Deno.remove(file);
    }
  }));
  return {
    polls: runs.flatMap((r) => r.polls),
    cpuMs: runs.reduce((n, r) => n + r.cpuMs, 0),
    failures: Object.assign({}, ...runs.map((r) => r.failures)),
  };
}

if (import.meta.main) {
  const plan = JSON.parse(await Deno.readTextFile(Deno.args[0])) as ViewerLoadPlan;
  const out: ViewerLoadResult = { polls: [], cpuMs: 0, failures: {} };
  const cpu = process.cpuUsage();
  await Promise.all(plan.viewers.flatMap((v) => v.leagues.map((league) => poller(plan, v.token, league, out))));
  const used = process.cpuUsage(cpu);
  out.cpuMs = (used.user + used.system) / 1000;
  console.log(JSON.stringify(out));
}
