/**
 * Issue 14 figures for player identity, against the simulator's truth (GET /_sim/identity, which
 * the product never reads), on a full local stack (gateway, functions, PostgREST, PostgreSQL):
 *
 *  1. automatic links: precision (goal 100%: no wrong link, ever) and the share of Tank01 players
 *     linked automatically (exact shared id only);
 *  2. resolver top-1 accuracy on the match candidates (goal >= 98%);
 *  3. time of a full tank01-players sync plus resolution of the whole list (POST
 *     /admin/sync-tank01-players, syncMode full: Tank01's list fetched, linked and every candidate
 *     scored), after the MFL backfill; and a rescoring of every candidate (rehydrate-candidates).
 *
 *   npm run bench -- identity
 */
import { createClient } from "npm:@supabase/supabase-js@2.119.1";
import { ANON_KEY, platformConfig, portsFrom, ROOT, SERVICE_ROLE_KEY } from "../../local/config.ts";
import { startStack } from "../../local/platform/stack.ts";
import { fetchTruth, measureIdentity } from "../../local/testing/identity-truth.ts";
import { millis } from "./lib/stats.ts";

const PORT_BASE = 64121;
const RUNS = 3;

const cfg = platformConfig("test", { ...portsFrom(PORT_BASE), dataDir: `${ROOT}/.local/bench-identity` });
const stack = await startStack(cfg, {
  reset: true,
  // The Tank01 list is one call; pace and budget are not what is measured here.
  functionEnv: { CHECK_RESPONSE_CONTRACTS: "0", TANK01_HOST_RATE_PER_SEC: "50", TANK01_HOST_BURST: "50" },
});
let failed = false;
try {
  const gateway = `http://${cfg.host}:${cfg.gatewayPort}`;
  const auth = createClient(gateway, ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
  const { data: session, error } = await auth.auth.signInWithPassword({ email: "admin@example.com", password: "admin123" });
  if (error || !session.session) throw new Error(`admin sign-in failed: ${error?.message}`);
  const headers = { Authorization: `Bearer ${session.session.access_token}`, apikey: ANON_KEY, "content-type": "application/json" };
  const post = async (path: string, body?: unknown) => {
    const t0 = performance.now();
    const res = await fetch(`${gateway}/api/admin${path}`, { method: "POST", headers, body: JSON.stringify(body ?? {}) });
    const json = await res.json();
    const ms = performance.now() - t0;
    if (!res.ok) throw new Error(`POST ${path}: HTTP ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
    return { ms, json };
  };
  const service = createClient(gateway, SERVICE_ROLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
  const truth = await fetchTruth(stack.simUrl);

  const backfill = await post("/backfill-players-master");
  console.log(`MFL backfill (players master)      ${millis(backfill.ms).padStart(9)}  ${JSON.stringify(backfill.json.stats)}`);

  // The first run links and creates the candidates; later full runs find the links made and
  // re-read the list (forced past the cache), which is the steady daily cost.
  const syncs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const sync = await post("/sync-tank01-players", { syncMode: "full" });
    syncs.push(sync.ms);
    if (i === 0) {
      const figures = await measureIdentity(service, truth);
      console.log(`Tank01 sync + resolution, first    ${millis(sync.ms).padStart(9)}  (${truth.tank01.length} Tank01 players)`);
      console.log(`\nAgainst the simulator's truth (${figures.tank01Players} Tank01 players):`);
      console.log(`  automatic links                  ${String(figures.autoLinks).padStart(6)}`);
      console.log(`  precision of automatic links     ${(figures.precision * 100).toFixed(2).padStart(6)} %   (goal 100 %)${figures.wrongAutoLinks.length ? `  WRONG: ${JSON.stringify(figures.wrongAutoLinks)}` : ""}`);
      console.log(`  share linked automatically       ${(figures.autoShare * 100).toFixed(2).padStart(6)} %`);
      console.log(`  match candidates                 ${String(figures.candidates).padStart(6)}`);
      console.log(`  resolver top-1 accuracy          ${(figures.top1Accuracy * 100).toFixed(2).padStart(6)} %   (goal >= 98 %; ${figures.top1Correct}/${figures.candidates})`);
      for (const w of figures.wrongSuggestions) console.log(`    wrong: ${w.name} (tank01 ${w.tank01Id}) suggested mfl ${w.suggested ?? "none"}, truth mfl ${w.truth}`);
      if (figures.precision < 1 || figures.top1Accuracy < 0.98) failed = true;
      console.log("");
    }
  }
  console.log(`Tank01 sync (full), steady         ${millis(Math.min(...syncs.slice(1))).padStart(9)}  best of ${RUNS - 1}`);
  const rescore = await post("/rehydrate-candidates", { source: "all", status: "all" });
  console.log(`Rescoring every candidate          ${millis(rescore.ms).padStart(9)}  ${JSON.stringify(rescore.json.stats)}`);
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  failed = true;
} finally {
  await stack.stop();
}
if (failed) Deno.exit(1);
