/**
 * Screens timed in headless Chromium for the benchmarks: runs browser-timings.mjs under Node
 * (playwright-core, as the e2e tests) signed in as a seeded user, and returns what it measured.
 */
import { ROOT } from "../../../local/config.ts";
import { ensureSpaBuilt } from "../../../local/platform/web-build.ts";
import type { BenchUser } from "./dashboard.ts";

/** The session supabase-js stores after a sign-in, for a seeded user and their JWT. */
export function sessionOf(user: BenchUser) {
  const now = Math.floor(Date.now() / 1000);
  return {
    access_token: user.token,
    refresh_token: "bench-refresh-token",
    token_type: "bearer",
    expires_in: 3600,
    expires_at: now + 3600,
    user: { id: user.id, email: user.email, aud: "authenticated", role: "authenticated", app_metadata: {}, user_metadata: {}, created_at: new Date().toISOString() },
  };
}

interface Navigation {
  /** As the driver sees it: from asking for the page to seeing the ready element; warm is the median of the warm loads. */
  cold: number;
  warm: number;
  warmFastest: number;
  /** The warm loads' median in the page's own clock: its navigation start to the ready element. */
  warmInPage: number;
  warmInPageFastest: number;
  /** With a simulator to count at: the MFL calls each of the three page loads caused, in order. */
  mflCalls?: { total: number; byEndpoint: Record<string, number> }[];
}

/** What browser-timings.mjs measured, per screen asked for. */
export interface BrowserTimings {
  lineup?: {
    navigationMs: Navigation;
    /** The last navigation's document, DOMContentLoaded and reads, in ms after its start. */
    breakdown: {
      document: number;
      domContentLoaded: number;
      reads: { what: string; start: number; end: number }[];
      /** The page's long tasks (≥ 50 ms): what kept it busy. */
      longTasks: { start: number; duration: number }[];
      /** When the screen first showed its ready element, in the page's own clock. */
      readyAt?: number;
      /** How long after the driver asked for the navigation the page's clock started (ms). */
      navigationStartAfterAsked: number;
    };
    players: number;
    /** The click to the first task after the next paint (includes the wait for the frame). */
    toggleToPaintMs: { median: number; max: number };
    /** The click to the re-validated lineup committed to the DOM (the work alone). */
    toggleToCommitMs: { median: number; max: number };
  };
  topPlayers?: {
    navigationMs: Navigation;
    /** As the driver sees it: its key press to its poll seeing the new count (includes its round trips). */
    searchLetterMs: number[];
    /** In the page: the input event to the paint showing the new count. */
    searchLetterInPageMs: number[];
  };
}

/** `simUrl`: also count each navigation's MFL calls at the simulator (nothing else may call it meanwhile). */
export async function browserTimings(baseUrl: string, user: BenchUser, measure: string[], simUrl?: string): Promise<BrowserTimings> {
  // The gateway serves web/dist: a fresh checkout has none, and a stale one would time old code.
  await ensureSpaBuilt((line) => console.log(`  ${line}`));
  const out = await new Deno.Command("node", {
    args: [`${ROOT}/tests/bench/lib/browser-timings.mjs`],
    cwd: ROOT,
    env: {
      BENCH_BROWSER: JSON.stringify({ baseUrl, session: sessionOf(user), measure, simUrl }),
      ...Object.fromEntries(["BENCH_PROFILE", "BENCH_PROFILE_DUMP", "BENCH_TRACE", "BENCH_TRACE_DUMP", "BENCH_LOADS"].map((name) => [name, Deno.env.get(name) ?? ""])),
    },
    stdout: "piped",
    stderr: "piped",
  }).output();
  const text = new TextDecoder().decode(out.stdout).trim();
  if (!out.success) throw new Error(`browser timings failed: ${new TextDecoder().decode(out.stderr).slice(-2000)}`);
  // BENCH_PROFILE=1: the script printed the last load's CPU profile on stderr.
  // BENCH_TRACE=1: the last load's main thread, task by task (lib/trace-summary.mjs), on stderr too;
  // BENCH_TRACE_DUMP=<file> keeps the whole trace (Chromium's JSON, for DevTools' Performance panel),
  // BENCH_PROFILE_DUMP=<file> the whole CPU profile (.cpuprofile). BENCH_LOADS=<n>: n warm loads, not 7.
  if (Deno.env.get("BENCH_PROFILE") || Deno.env.get("BENCH_TRACE")) {
    console.log(`  the last load (CPU profile by function, main thread by task):\n${new TextDecoder().decode(out.stderr)}`);
  }
  return JSON.parse(text.split("\n").at(-1)!);
}
