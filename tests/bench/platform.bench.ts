/**
 * Issue 2 figures: cold `npm start` to ready (fresh data folder, packages installed), warm
 * restart (same data), and p50/p95 of a `user_leagues` select through the gateway with 50
 * concurrent clients. Runs its own stack on ports 30321.. and a data folder of its own.
 *
 *   npm run bench -- platform
 */
import { ANON_KEY, JWT_SECRET, platformConfig, portsFrom, ROOT } from "../../local/config.ts";
import { signJwt } from "../../local/gateway/jwt.ts";
import { psql } from "../../local/postgres/psql.ts";

const PORT_BASE = 30321;
const DATA_DIR = `${ROOT}/.local/bench-platform`;
const CLIENTS = 50;
const REQUESTS_PER_CLIENT = 40;

async function startAndTime(): Promise<{ ms: number; stop: () => Promise<void> }> {
  const t0 = performance.now();
  const child = new Deno.Command("node", {
    args: [`${ROOT}/local/cli.mjs`, "start"],
    env: { STACK_PORT_BASE: String(PORT_BASE), STACK_DATA_DIR: DATA_DIR },
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let seen = "";
  while (!seen.includes("Ready in")) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`the stack exited before it was ready:\n${seen}`);
    seen += value;
  }
  const ms = performance.now() - t0;
  // Keep draining so the child never blocks on a full pipe.
  (async () => {
    while (!(await reader.read()).done) { /* drain */ }
  })();
  return {
    ms,
    stop: async () => {
      child.kill("SIGINT");
      await child.status;
    },
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function selectLatencies(): Promise<number[]> {
  const cfg = platformConfig("dev", { ...portsFrom(PORT_BASE), dataDir: DATA_DIR });
  // 50 users with 3 leagues each, made directly in the database: the figure is about REST.
  const ids = Array.from({ length: CLIENTS }, () => crypto.randomUUID());
  const values = ids.map((id, i) => `('${id}', 'bench-${i}-${id.slice(0, 8)}@example.com')`).join(",");
  const leagues = ids.flatMap((id) => ["61408", "35112", "72901"].map((l) => `('${id}', '${l}', '0001', 'League ${l}')`)).join(",");
  const r = await psql(cfg, [{
    sql: `insert into auth.users (id, email) values ${values};
          insert into public.user_leagues (user_id, league_id, franchise_id, display_name) values ${leagues};`,
  }]);
  if (r.code !== 0) throw new Error(r.stderr);
  const now = Math.floor(Date.now() / 1000);
  const tokens = await Promise.all(
    ids.map((sub) => signJwt({ sub, role: "authenticated", aud: "authenticated", iat: now, exp: now + 3600 }, JWT_SECRET)),
  );
  const url = `http://127.0.0.1:${cfg.gatewayPort}/rest/v1/user_leagues?select=*&order=created_at.asc`;
  const latencies: number[] = [];
  await Promise.all(tokens.map(async (token) => {
    for (let i = 0; i < REQUESTS_PER_CLIENT; i++) {
      const t = performance.now();
      const res = await fetch(url, { headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}` } });
      const rows = await res.json();
      if (res.status !== 200 || rows.length !== 3) throw new Error(`unexpected answer ${res.status}: ${JSON.stringify(rows)}`);
      latencies.push(performance.now() - t);
    }
  }));
  return latencies.sort((a, b) => a - b);
}

await Deno.remove(DATA_DIR, { recursive: true }).catch(() => {});
// Build the SPA once beforehand so "cold" measures the platform, not a first Vite build.
const warmup = await startAndTime();
await warmup.stop();
await Deno.remove(DATA_DIR, { recursive: true }).catch(() => {});

const cold = await startAndTime();
await cold.stop();
const warm = await startAndTime();
const t = performance.now();
const lat = await selectLatencies();
const seconds = (performance.now() - t) / 1000;
await warm.stop();

console.log(`cold npm start to ready (fresh cluster):  ${(cold.ms / 1000).toFixed(1)} s`);
console.log(`warm restart to ready (same data):        ${(warm.ms / 1000).toFixed(1)} s`);
console.log(
  `user_leagues select via gateway, ${CLIENTS} concurrent clients, ${lat.length} requests: ` +
    `p50 ${percentile(lat, 50).toFixed(1)} ms, p95 ${percentile(lat, 95).toFixed(1)} ms, ${(lat.length / seconds).toFixed(0)} req/s`,
);
