import assert from "node:assert/strict";
import type { LineupRosterPlayer } from "../../_shared/contracts/mfl-lineup.ts";
import { normaliseLeague } from "../../_shared/mfl/league.ts";
import type { RosterStatus } from "../../_shared/mfl/rosters.ts";
import type { AudienceMember } from "../pipeline/alert.ts";
import type { LeagueWeek } from "./league-week.ts";
import { LINEUP_ALERT_LEAD_MS, lineupFlagSource } from "./lineup-flags.ts";

// The lineup alerts are the lineup check's flags: each kind of problem the Lineup Check screen
// shows is one alert, due 90 minutes before the kickoff that involves it; a locked starter, a
// best-ball league and a lineup without problems give none.

const NOW = Date.parse("2026-11-22T15:00:00Z");
const EARLY = Date.parse("2026-11-22T18:00:00Z") / 1000; // 1 pm ET
const LATE = Date.parse("2026-11-22T21:25:00Z") / 1000; // 4:25 pm ET
const STARTED = Date.parse("2026-11-22T14:30:00Z") / 1000; // London game, under way

/** A league starting 1 QB, 2 RB, 1 WR (4 starters). */
const league = (bestLineup = false) =>
  normaliseLeague({
    league: {
      id: "1",
      name: "Test",
      bestLineup: bestLineup ? "Yes" : "",
      starters: { count: "4", position: [{ name: "QB", limit: "1" }, { name: "RB", limit: "2" }, { name: "WR", limit: "1" }] },
    },
  });

interface Fixture {
  id: string;
  position: string;
  team: string;
  status?: RosterStatus;
  injury?: string;
  starter?: boolean;
  /** On the roster (default) or cut while still in the lineup. */
  cut?: boolean;
}

const PLAYERS: Fixture[] = [
  { id: "qb", position: "QB", team: "PHI", starter: true, injury: "Out" },
  { id: "rb1", position: "RB", team: "BUF", starter: true }, // BUF on bye
  { id: "rb2", position: "RB", team: "DAL", starter: true, cut: true },
  { id: "wr", position: "WR", team: "LAR", starter: true, injury: "Questionable" }, // locked: under way
  { id: "bench", position: "RB", team: "KC" },
];

const games = [
  { kickoff: EARLY, status: "scheduled" as const, teams: ["PHI", "NYG"] },
  { kickoff: LATE, status: "scheduled" as const, teams: ["DAL", "KC"] },
  { kickoff: STARTED, status: "live" as const, teams: ["LAR", "JAC"] },
];

const kickoffOf = (team: string) => games.find((g) => g.teams.includes(team));

/** The stored reference data of a fixture's players (league-data/player-details.ts's answer). */
const showing = (players: Fixture[]) => (entry: { id: string; status: string }): LineupRosterPlayer => {
  const p = players.find((x) => x.id === entry.id)!;
  const game = kickoffOf(p.team);
  return {
    id: p.id,
    name: `Player ${p.id}`,
    position: p.position,
    team: p.team,
    status: entry.status,
    injury: p.injury ? { status: p.injury, details: "" } : null,
    bye_week: p.team === "BUF" ? 12 : 7,
    opponent: game
      ? {
        opponent: "X",
        is_home: true,
        kickoff_time: new Date(game.kickoff * 1000).toISOString(),
        spread: null,
        opponent_rush_defense_rank: null,
        opponent_pass_defense_rank: null,
        game_status: game.status,
      }
      : null,
    locked: game?.status === "live",
  };
};

const member: AudienceMember = {
  user_id: "u1",
  league_id: "1",
  franchise_id: "0001",
  league_name: "Test League",
  verified_year: 2026,
  time_zone: "America/New_York",
};

function week(players: Fixture[], bestLineup = false): LeagueWeek {
  return {
    leagueId: "1",
    year: 2026,
    week: 12,
    live: {
      week: 12,
      matchups: [],
      anyGameLive: true,
      franchises: [{
        id: "0001",
        isHome: null,
        score: 0,
        gameSecondsRemaining: 0,
        playersCurrentlyPlaying: 0,
        playersYetToPlay: 0,
        players: players.map((p) => ({ id: p.id, isStarter: !!p.starter, score: 0, gameSecondsRemaining: 3600 })),
      }],
    },
    games,
    skewMs: 0,
    lineupReads: () =>
      Promise.resolve({
        rosters: [{ franchiseId: "0001", week: 12, players: players.filter((p) => !p.cut).map((p) => ({ id: p.id, status: p.status ?? "ROSTER" })) }],
        league: league(bestLineup),
      }),
  };
}

const run = (players: Fixture[], { bestLineup = false, now = NOW } = {}) =>
  lineupFlagSource({
    audience: () => Promise.resolve([member]),
    leagueWeek: () => Promise.resolve(week(players, bestLineup)),
    details: () => Promise.resolve(showing(players)),
  }).find(now);

Deno.test("each flag of the lineup check is its own alert, due 90 minutes before the kickoff that involves it", async () => {
  const { alerts, scope } = await run(PLAYERS);
  const byKey = new Map(alerts.map((a) => [a.key.split(":").slice(4).join(":"), a]));
  assert.deepEqual([...byKey.keys()].sort(), ["qb:out", "rb1:bye", "rb2:not_on_roster"], "the locked Questionable starter is nothing to do");
  assert.equal(byKey.get("qb:out")!.dueAt, EARLY * 1000 - LINEUP_ALERT_LEAD_MS, "his own game");
  assert.equal(byKey.get("qb:out")!.expiresAt, EARLY * 1000);
  assert.equal(byKey.get("rb2:not_on_roster")!.dueAt, LATE * 1000 - LINEUP_ALERT_LEAD_MS, "his team's game, though he left the roster");
  assert.equal(byKey.get("rb1:bye")!.dueAt, EARLY * 1000 - LINEUP_ALERT_LEAD_MS, "no game of his: the week's next kickoff");
  assert.match(byKey.get("qb:out")!.payload.body, /^Player qb \(QB PHI\) is Out and in your starting lineup\. Kickoff Sun 1:00 PM\.$/);
  assert.match(byKey.get("rb1:bye")!.payload.body, /is on bye and in your starting lineup/);
  assert.match(byKey.get("rb2:not_on_roster")!.payload.body, /no longer on your roster/);
  for (const a of alerts) {
    assert.equal(a.payload.title, "Lineup check · Test League");
    assert.equal(a.payload.url, "/leagues/1/lineup");
    assert.ok(a.key.startsWith("lineup:u1:1:2026-12:"));
  }
  assert.deepEqual(scope, [{ userId: "u1", leagueId: "1" }]);
});

Deno.test("an empty slot and a lineup MFL would refuse are alerts of the lineup itself", async () => {
  // Two starters only: QB and one RB (healthy) → two empty slots.
  const short = [
    { id: "qb", position: "QB", team: "PHI", starter: true },
    { id: "bench", position: "RB", team: "KC", starter: true },
  ];
  const { alerts } = await run(short);
  assert.deepEqual(alerts.map((a) => a.key.split(":").slice(4).join(":")), ["lineup:empty"]);
  assert.equal(alerts[0].payload.body, "Your lineup has 2 empty slots. Kickoff Sun 1:00 PM.");
  assert.equal(alerts[0].dueAt, EARLY * 1000 - LINEUP_ALERT_LEAD_MS);
  // Full, but two quarterbacks where the league starts one.
  const twoQbs = [
    { id: "qb", position: "QB", team: "PHI", starter: true },
    { id: "qb2", position: "QB", team: "KC", starter: true },
    { id: "bench", position: "RB", team: "KC", starter: true },
    { id: "wr", position: "WR", team: "PHI", starter: true },
  ];
  const refused = (await run(twoQbs)).alerts;
  assert.ok(refused.length > 0 && refused.every((a) => a.key.includes(":lineup:Must")), refused.map((a) => a.key).join(", "));
  assert.match(refused[0].payload.body, /^MFL would refuse your lineup: Must have/);
});

Deno.test("a starter on IR is flagged as unable to start", async () => {
  const ir = [{ id: "qb", position: "QB", team: "PHI", starter: true, status: "INJURED_RESERVE" as const }];
  const { alerts } = await run(ir);
  const flagged = alerts.find((a) => a.key.endsWith(":qb:invalid"));
  assert.ok(flagged, alerts.map((a) => a.key).join(", "));
  assert.match(flagged.payload.body, /is in your starting lineup: On injured reserve: cannot start\./);
});

Deno.test("a best-ball league has no lineup alerts (MFL sets the lineups), but is looked at, so earlier ones are withdrawn", async () => {
  const { alerts, scope } = await run(PLAYERS, { bestLineup: true });
  assert.deepEqual(alerts, []);
  assert.deepEqual(scope, [{ userId: "u1", leagueId: "1" }]);
});

Deno.test("a healthy lineup gives nothing; after every kickoff nothing is due", async () => {
  const fine = [
    { id: "qb", position: "QB", team: "PHI", starter: true },
    { id: "bench", position: "RB", team: "KC", starter: true },
    { id: "rb2", position: "RB", team: "DAL", starter: true },
    { id: "wr", position: "WR", team: "LAR", starter: true },
  ];
  assert.deepEqual((await run(fine)).alerts, []);
  assert.deepEqual((await run(PLAYERS, { now: LATE * 1000 + 1 })).alerts, []);
});

Deno.test("the stored player data is read once for every league of the run, for the members' own players only", async () => {
  const asked: string[][] = [];
  const other: AudienceMember = { ...member, league_id: "2", league_name: "Other League" };
  const { alerts } = await lineupFlagSource({
    audience: () => Promise.resolve([member, other]),
    leagueWeek: (leagueId) => {
      const base = week(PLAYERS);
      // Another franchise of the league, with nobody in the audience: its players are not read.
      const lineupReads = async () => {
        const reads = (await base.lineupReads())!;
        return { ...reads, rosters: [...reads.rosters, { franchiseId: "0009", week: 12, players: [{ id: "stranger", status: "ROSTER" as const }] }] };
      };
      return Promise.resolve({ ...base, leagueId, lineupReads });
    },
    details: (_year, _week, ids) => {
      asked.push([...ids].sort());
      return Promise.resolve(showing(PLAYERS));
    },
  }).find(NOW);
  assert.equal(asked.length, 1, "one read for both leagues");
  assert.deepEqual(asked[0], PLAYERS.map((p) => p.id).sort());
  assert.deepEqual([...new Set(alerts.map((a) => a.leagueId))].sort(), ["1", "2"]);
});
