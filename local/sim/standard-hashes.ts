// The standard leagues' answers hashed (standard_leagues_test.ts, scale_test.ts): every export of
// 61408, 35112 and 72901 and the world-wide exports, at the default Sunday of week 12 and after the
// season, compared with the hashes recorded before any other league existed.
import { login } from "./test-helpers.ts";
import { startSimulator } from "./server.ts";
import type { Simulator, SimulatorOptions } from "./server.ts";

const HASH_FILE = new URL("./standard-leagues.hashes.json", import.meta.url);
const STANDARD: [string, string][] = [["61408", "www44"], ["35112", "www57"], ["72901", "www70"]];
const MOMENTS: Record<string, { preset?: "default"; at?: string }> = {
  week12: { preset: "default" },
  after: { at: "2027-01-08T12:00:00Z" },
};

/** League-scoped requests: the same answer whatever else the world hosts. */
function leagueRequests(L: string): string[] {
  const q = (s: string) => `TYPE=${s}&L=${L}`;
  return [
    q("league"), `${q("league")}&JSON=1`,
    `${q("rosters")}&JSON=1`, q("rosters"), `${q("rosters")}&FRANCHISE=0001&JSON=1`, `${q("rosters")}&W=5&JSON=1`,
    `${q("playerScores")}&W=YTD&JSON=1`, `${q("playerScores")}&W=AVG&JSON=1`, `${q("playerScores")}&W=11&JSON=1`,
    `${q("playerScores")}&W=12`, `${q("playerScores")}&JSON=1`, `${q("playerScores")}&W=11&STATUS=freeagent&JSON=1`,
    `${q("playerScores")}&W=YTD&POSITION=QB&JSON=1`,
    `${q("liveScoring")}&DETAILS=1&JSON=1`, q("liveScoring"), `${q("liveScoring")}&W=1&JSON=1`, `${q("liveScoring")}&W=11&DETAILS=1&JSON=1`,
    `${q("liveScoring")}&W=13&JSON=1`, `${q("liveScoring")}&W=16&JSON=1`, `${q("liveScoring")}&W=18&JSON=1`,
    `${q("projectedScores")}&W=12&JSON=1`, `${q("projectedScores")}&W=13`, `${q("projectedScores")}&JSON=1`,
    `${q("leagueStandings")}&JSON=1`, `${q("leagueStandings")}&ALL=1&JSON=1`, q("standings"),
    `${q("transactions")}&JSON=1`, q("transactions"), `${q("transactions")}&TRANS_TYPE=TRADE&JSON=1`,
    `${q("transactions")}&W=5&JSON=1`, `${q("transactions")}&FRANCHISE=0002&COUNT=5&JSON=1`,
    `${q("schedule")}&JSON=1`, q("schedule"), `${q("schedule")}&W=16&JSON=1`, `${q("schedule")}&F=0001&JSON=1`,
    `${q("weeklyResults")}&W=1&JSON=1`, `${q("weeklyResults")}&W=11&JSON=1`, `${q("weeklyResults")}&W=12&JSON=1`,
    `${q("weeklyResults")}&W=13`, `${q("weeklyResults")}&W=16&JSON=1`,
  ];
}

/** Requests that do not name a league: they change only if the world's player database or accounts do. */
const WORLD_REQUESTS = [
  "/2026/export?TYPE=myleagues&FRANCHISE_NAMES=1&JSON=1",
  "/2026/export?TYPE=myleagues",
  "/2026/export?TYPE=players&DETAILS=1&JSON=1",
  "/2026/export?TYPE=players",
  "/2026/export?TYPE=injuries&JSON=1",
  "/2026/export?TYPE=nflByeWeeks&JSON=1",
  "/2026/export?TYPE=nflSchedule&W=ALL&JSON=1",
  "/fflnetdynamic2026/mfl_status.json",
  "/tank01/getNFLPlayerList",
  "/tank01/getNFLScoresOnly?gameWeek=12&season=2026",
];

async function sha256(text: string): Promise<string> {
  const d = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(d)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Hashes of every answer (status + body, the origin written as ORIGIN) keyed by moment and path. */
export async function standardHashes(extra: SimulatorOptions = {}): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [moment, clock] of Object.entries(MOMENTS)) {
    const sim: Simulator = await startSimulator({ port: 0, seed: 1, clock: { ...clock, frozen: true }, quiet: true, ...extra });
    try {
      const cookies = { demo: await login(sim, "demo", "demo123"), solo: await login(sim, "solo", "solo123") };
      const paths: [string, string][] = [];
      for (const [L, host] of STANDARD) for (const r of leagueRequests(L)) paths.push([`/_host/${host}/2026/export?${r}`, "demo"]);
      for (const p of WORLD_REQUESTS) paths.push([p, "demo"]);
      paths.push(["/2026/export?TYPE=myleagues&JSON=1", "solo"]);
      const game = sim.world.season.gamesByWeek[12][0].id;
      paths.push([`/tank01/getNFLBoxScore?gameID=${game}&playByPlay=true`, "demo"]);
      for (const [path, who] of paths) {
        const res = await fetch(`${sim.url}${path}`, {
          headers: { cookie: `MFL_USER_ID=${cookies[who as "demo" | "solo"]}`, "x-rapidapi-key": "k" },
        });
        const body = (await res.text()).replaceAll(sim.url, "ORIGIN");
        out[`${moment} ${who} ${path}`] = await sha256(`${res.status} ${body}`);
      }
    } finally {
      await sim.close();
    }
  }
  return out;
}

export async function recordedHashes(): Promise<Record<string, string>> {
  return JSON.parse(await Deno.readTextFile(HASH_FILE));
}

export async function writeRecordedHashes(hashes: Record<string, string>): Promise<void> {
  await Deno.writeTextFile(HASH_FILE, `${JSON.stringify(hashes, null, 1)}\n`);
}

