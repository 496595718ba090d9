import assert from "node:assert/strict";
import type { BoxScore } from "../contracts/tank01-nfl.ts";
import { buildMyFeed, playTime, type RosterRow } from "./my-feed.ts";

const KICKOFF = Date.parse("2026-11-22T18:00:00Z");
const game: BoxScore = {
  gameID: "20261122_BUF@MIA", away: "BUF", home: "MIA", gameStatus: "Live - In Progress", gameStatusCode: "1",
  gameTime_epoch: String(KICKOFF / 1000) + ".0",
  playerStats: {
    "100": { playerID: "100", longName: "Josh Allen", team: "BUF", Passing: { passYds: "88", passTD: "1" } },
    "200": { playerID: "200", longName: "Khalil Shakir", team: "BUF", Receiving: { receptions: "3", recYds: "40" } },
    "300": { playerID: "300", longName: "Unlinked Guy", team: "MIA", Rushing: { carries: "4", rushYds: "9" } },
  },
  DST: { away: { teamAbv: "BUF", sacks: "2", ptsAllowed: "3" }, home: { teamAbv: "MIA", sacks: "0", ptsAllowed: "7" } },
  allPlayByPlay: [
    { play: "Kickoff", playPeriod: "Q1", playClock: "15:00" },
    { play: "J.Allen pass short left to K.Shakir for 40 yards, TOUCHDOWN.", playPeriod: "Q1", playClock: "9:30", playerStats: { "100": {}, "200": {} } },
    { play: "Unlinked run for 9 yards", playPeriod: "Q2", playClock: "8:00", playerStats: { "300": {} } },
    { play: "J.Allen pass incomplete", playPeriod: "Q3", playClock: "14:00", tank01PlayerIds: ["100"] },
  ],
};

const row = (league_id: string, league_name: string, player_id: string, full_name: string, position: string, nfl_team: string, tank01_id: string | null = null): RosterRow =>
  ({ league_id, franchise_id: "0003", league_name, player_id, full_name, position, nfl_team, tank01_id });

const rows = [
  row("61408", "Gridiron Gazette League", "m1", "Josh Allen", "QB", "BUF", "100"),
  row("35112", "Sunday Funday 10", "m1", "Josh Allen", "QB", "BUF", "100"),
  row("61408", "Gridiron Gazette League", "m3", "Unlinked Guy", "RB", "MIA"),
  row("35112", "Sunday Funday 10", "m9", "Buffalo Bills", "Def", "BUF"),
];

Deno.test("my feed: plays of rostered players newest first, with their leagues; an unmapped player never shows, he is counted", () => {
  const feed = buildMyFeed({ week: { week: 12, season: 2026, seasonType: "reg" }, rows, games: [game] });
  assert.deepEqual(feed.items.map((i) => [i.play_text.slice(0, 20), i.player_name, i.scoring]), [
    ["J.Allen pass incompl", "Josh Allen", false],
    ["J.Allen pass short l", "Josh Allen", true],
  ]);
  assert.deepEqual(feed.items[1].leagues, ["Gridiron Gazette League", "Sunday Funday 10"]);
  assert.equal(feed.items[1].team, "BUF");
  assert.equal(feed.items[1].pos, "QB");
  assert.ok(feed.items.every((i) => i.player_name !== "Khalil Shakir" && !i.play_text.startsWith("Unlinked")), "not rostered / not linked: not shown");
  assert.deepEqual(feed.player_stats.map((s) => [s.player_name, s.pos, s.passing?.passYds ?? s.defense?.sacks]), [["Josh Allen", "QB", "88"], ["Buffalo Bills", "DEF", "2"]]);
  assert.deepEqual(feed.admin.unmapped, [{ mfl_player_id: "m3", name: "Unlinked Guy" }]);
  assert.deepEqual(feed.admin.counts, { leagues: 2, rostered: 3, mapped: 2, unmapped: 1, playing: 2, items: 2 });
  assert.deepEqual(feed.admin.roster_keys, ["61408:0003", "35112:0003"]);
  assert.deepEqual(feed.admin.player_leagues.m1, ["Gridiron Gazette League", "Sunday Funday 10"]);
});

Deno.test("a play's time: kickoff plus the game time elapsed as a game runs; later plays are later, halftime counts", () => {
  assert.equal(playTime(KICKOFF, { playPeriod: "Q1", playClock: "15:00" }), KICKOFF);
  const q1 = playTime(KICKOFF, { playPeriod: "Q1", playClock: "10:00" });
  assert.equal(q1 - KICKOFF, 300 * 3100);
  const q3 = playTime(KICKOFF, { playPeriod: "Q3", playClock: "15:00" });
  assert.equal(q3 - KICKOFF, 1800 * 3100 + 11 * 60_000);
  assert.ok(playTime(KICKOFF, { playPeriod: "OT", playClock: "9:00" }) > playTime(KICKOFF, { playPeriod: "Q4", playClock: "0:01" }));
});

Deno.test("25 newest items at most", () => {
  const many: BoxScore = {
    ...game,
    allPlayByPlay: Array.from({ length: 40 }, (_, i) => ({ play: `play ${i}`, playPeriod: "Q1", playClock: `${14 - Math.floor(i / 3)}:00`, playerStats: { "100": {} } })),
  };
  const feed = buildMyFeed({ week: { week: 12, season: 2026, seasonType: "reg" }, rows, games: [many] });
  assert.equal(feed.items.length, 25);
  assert.equal(feed.items[0].play_text, "play 39");
  assert.equal(feed.items[24].play_text, "play 15");
});
