// Simulator figures: start-up time, memory of a fully generated season, and liveScoring
// throughput under concurrent clients. The simulator runs in its own process (as under
// `npm start`) so the load generator does not steal its event loop; loopback only, bounded.
//   npm run bench -- sim   (or: deno run -A tests/bench/sim.bench.ts [--duration 5] [--concurrency 64])
import { World } from "../../local/sim/world.ts";
import { MflRouter } from "../../local/sim/mfl/router.ts";

const arg = (name: string, dflt: number) => {
  const i = Deno.args.indexOf(`--${name}`);
  return i >= 0 ? Number(Deno.args[i + 1]) : dflt;
};
const DURATION = arg("duration", 5);
const CONCURRENCY = arg("concurrency", 64);
const mb = (n: number) => `${(n / 1048576).toFixed(1)} MB`;

function memoryOfSeason(): void {
  const before = Deno.memoryUsage();
  const t0 = performance.now();
  const world = new World(1, { frozen: true });
  const tGen = performance.now() - t0;
  const now = world.now();
  const t1 = performance.now();
  for (const g of world.season.games) world.season.gameState(g, now);
  for (const l of world.leagues.values()) for (let w = 1; w <= 18; w++) l.weekScores(w, now);
  const tFull = performance.now() - t1;
  const after = Deno.memoryUsage();
  const plays = world.season.games.reduce((n, g) => n + world.season.script(g).plays.length, 0);
  console.log(`season: ${world.season.players.length} players, ${world.season.games.length} games, ${plays} plays, ${world.leagues.size} leagues`);
  console.log(`generation: ${tGen.toFixed(0)} ms (teams, players, schedule, leagues); all games scripted + scored: ${tFull.toFixed(0)} ms`);
  console.log(`memory: heap +${mb(after.heapUsed - before.heapUsed)} for the full season (heap ${mb(after.heapUsed)}, rss ${mb(after.rss)})`);
}

/** What the other league kinds add to building the world: the standard three vs every kind, best of three each. */
function generationByLeagueSet(): void {
  const best: Record<string, number> = {};
  for (let i = 0; i < 3; i++) {
    for (const set of ["standard", "all"] as const) {
      const t0 = performance.now();
      new World(1, { frozen: true }, set);
      best[set] = Math.min(best[set] ?? Infinity, performance.now() - t0);
    }
  }
  console.log(`generation by league set (best of 3): standard (3 leagues) ${best.standard.toFixed(0)} ms, all (11 leagues, IDP players) ${best.all.toFixed(0)} ms`);
}

/** Server-side cost of one liveScoring answer, without HTTP: cache hit vs a new clock tick. */
async function handlerCost(): Promise<void> {
  const world = new World(1, { frozen: true });
  const router = new MflRouter(world);
  const url = new URL("http://127.0.0.1:1/_host/www44/2026/export?TYPE=liveScoring&L=61408&DETAILS=1&JSON=1");
  const params = new Map([...url.searchParams]);
  const req = new Request(url);
  const call = () => router.handle({ req, url, path: "/2026/export", host: "www44", origin: "http://127.0.0.1:1", params });
  await call().text();
  for (const [label, tick] of [["cache hit (same sim second)", false], ["new sim second (recomputed)", true]] as const) {
    const n = tick ? 300 : 20000;
    const t0 = performance.now();
    for (let i = 0; i < n; i++) {
      if (tick) world.clock.step(1);
      await call().arrayBuffer();
    }
    const us = ((performance.now() - t0) / n) * 1000;
    console.log(`liveScoring handler, ${label}: ${us.toFixed(1)} µs/request (${(1e6 / us).toFixed(0)}/s on one core)`);
  }
}

async function spawnSim(extra: string[]): Promise<{ url: string; proc: Deno.ChildProcess; startupMs: number }> {
  const t0 = performance.now();
  const proc = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "--no-lock", new URL("../../local/sim/main.ts", import.meta.url).pathname, "--port", "0", ...extra],
    stdout: "piped", stderr: "inherit",
  }).spawn();
  const reader = proc.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let buf = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error("simulator exited before listening");
    buf += value;
    const m = /sim listening on (http:\/\/\S+)/.exec(buf);
    if (m) {
      reader.releaseLock();
      return { url: m[1], proc, startupMs: performance.now() - t0 };
    }
  }
}

async function load(urls: string[], headers: HeadersInit): Promise<{ rps: number; errors: number; p50: number; p99: number }> {
  const end = performance.now() + DURATION * 1000;
  let done = 0, errors = 0, i = 0;
  const lat: number[] = [];
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (performance.now() < end) {
      const t = performance.now();
      const res = await fetch(urls[i++ % urls.length], { headers });
      await res.arrayBuffer();
      if (res.status !== 200) errors++;
      lat.push(performance.now() - t);
      done++;
    }
  }));
  lat.sort((a, b) => a - b);
  return { rps: done / DURATION, errors, p50: lat[Math.floor(lat.length / 2)], p99: lat[Math.floor(lat.length * 0.99)] };
}

if (import.meta.main) {
  memoryOfSeason();
  generationByLeagueSet();
  await handlerCost();
  for (const [label, extra] of [["real-time clock", []], ["clock at 60x (a new tick every ~17 ms)", ["--speed", "60"]]] as const) {
    const { url, proc, startupMs } = await spawnSim([...extra]);
    try {
      console.log(`\nsimulator (${label}): start-up ${startupMs.toFixed(0)} ms to "listening" (process spawn included)`);
      const leagues = [["www44", "61408"], ["www57", "35112"], ["www70", "72901"]];
      const urls = leagues.map(([h, l]) => `${url}/_host/${h}/2026/export?TYPE=liveScoring&L=${l}&DETAILS=1&JSON=1`);
      await load(urls, {}); // warm-up
      const r = await load(urls, {});
      console.log(`liveScoring DETAILS=1 JSON, ${CONCURRENCY} concurrent clients, ${DURATION}s: ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms, non-200: ${r.errors}`);
      const box = await (await fetch(`${url}/tank01/getNFLGamesForWeek?week=12`, { headers: { "x-rapidapi-key": "bench" } })).json();
      const ids = box.body.map((g: { gameID: string }) => `${url}/tank01/getNFLBoxScore?gameID=${g.gameID}&playByPlay=true`);
      const b = await load(ids, { "x-rapidapi-key": "bench" });
      console.log(`getNFLBoxScore playByPlay, ${CONCURRENCY} concurrent clients, ${DURATION}s: ${b.rps.toFixed(0)} req/s, p50 ${b.p50.toFixed(2)} ms, p99 ${b.p99.toFixed(2)} ms, non-200: ${b.errors}`);
    } finally {
      proc.kill("SIGTERM");
      await proc.status;
    }
  }
}
