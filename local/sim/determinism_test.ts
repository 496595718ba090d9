import { assert, login, startFrozen } from "./test-helpers.ts";
import { startSimulator } from "./server.ts";
import type { Simulator } from "./server.ts";

const PATHS = [
  "/2026/export?TYPE=players&DETAILS=1&JSON=1",
  "/2026/export?TYPE=nflSchedule&W=ALL",
  "/2026/export?TYPE=injuries&JSON=1",
  "/2026/export?TYPE=myleagues&JSON=1",
  "/_host/www44/2026/export?TYPE=league&L=61408&JSON=1",
  "/_host/www44/2026/export?TYPE=liveScoring&L=61408&DETAILS=1&JSON=1",
  "/_host/www70/2026/export?TYPE=liveScoring&L=72901",
  "/_host/www57/2026/export?TYPE=rosters&L=35112&JSON=1",
  "/_host/www57/2026/export?TYPE=transactions&L=35112&JSON=1",
  "/_host/www70/2026/export?TYPE=leagueStandings&L=72901&ALL=1&JSON=1",
  "/_host/www44/2026/export?TYPE=playerScores&L=61408&W=YTD&JSON=1",
  "/_host/www44/2026/export?TYPE=projectedScores&L=61408&W=13&JSON=1",
  "/_host/www44/2026/export?TYPE=schedule&L=61408&JSON=1",
  "/tank01/getNFLScoresOnly?gameWeek=12&season=2026",
  "/tank01/getNFLGamesForWeek?week=all",
  "/tank01/getNFLPlayerList",
  // The other league kinds, each from its own streams.
  "/_host/www49/2026/export?TYPE=transactions&L=40517&JSON=1",
  "/_host/www49/2026/export?TYPE=salaries&L=40517&JSON=1",
  "/_host/www54/2026/export?TYPE=liveScoring&L=28830&DETAILS=1&JSON=1",
  "/_host/www54/2026/export?TYPE=leagueStandings&L=80233&ALL=1&JSON=1",
  "/_host/www61/2026/export?TYPE=schedule&L=91624&JSON=1",
  "/_host/www73/2026/export?TYPE=weeklyResults&L=19044&W=11&JSON=1",
  "/_host/www44/2026/export?TYPE=rosters&L=66120&JSON=1",
  "/_host/www73/2026/export?TYPE=leagueStandings&L=37745&JSON=1",
  "/_host/www61/2026/export?TYPE=projectedScores&L=53290&W=13&JSON=1",
];

async function snapshot(sim: Simulator): Promise<string[]> {
  const cookie = await login(sim, "demo", "demo123");
  const out = [cookie];
  const games = sim.world.season.gamesByWeek[12].map((g) => `/tank01/getNFLBoxScore?gameID=${g.id}&playByPlay=true`);
  for (const p of [...PATHS, ...games]) {
    const res = await fetch(`${sim.url}${p}`, { headers: { cookie: `MFL_USER_ID=${cookie}`, "x-rapidapi-key": "k" } });
    out.push(`${res.status} ${(await res.text()).replaceAll(sim.url, "ORIGIN")}`);
  }
  return out;
}

Deno.test({
  name: "same seed and moment → byte-identical answers; another seed → another season",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const a = await startFrozen();
    const b = await startFrozen();
    const c = await startSimulator({ port: 0, seed: 8, clock: { preset: "default", frozen: true } });
    try {
      const [sa, sb, sc] = await Promise.all([snapshot(a), snapshot(b), snapshot(c)]);
      assert.equal(sa.length, sb.length);
      for (let i = 0; i < sa.length; i++) assert.ok(sa[i] === sb[i], `answer ${i} differs between two instances`);
      assert.ok(sa.every((s, i) => i === 0 || s.startsWith("200 ")));
      assert.notEqual(sa[1], sc[1]);
    } finally {
      await Promise.all([a.close(), b.close(), c.close()]);
    }
  },
});
