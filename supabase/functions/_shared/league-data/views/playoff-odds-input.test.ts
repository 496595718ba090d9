import assert from "node:assert/strict";
import { defaultPlayoffSetting, playoffSettingFor, playoffSettingSchema } from "../../contracts/league-playoff-odds.ts";
import { playoffOdds, sortKeysOf } from "../../insights/playoff-odds.ts";
import { pairings, playoffOddsInput, type PlayoffOddsRows, type StoredGame } from "./playoff-odds-input.ts";

const ids = ["0001", "0002", "0003", "0004"];
const standing = (id: string, rank: number, wins: number, losses: number, pf: number) => ({
  franchise_id: id, rank, wins, losses, ties: 0, points_for: pf, victory_points: null,
});
const game = (week: number, a: string, b: string, scoreA: number | null, scoreB: number | null, gameNo = 1): StoredGame[] => {
  const result = (x: number | null, y: number | null) => (x === null || y === null ? null : x > y ? "W" : x < y ? "L" : "T");
  return [
    { week, franchise_id: a, game: gameNo, opponent_id: b, score: scoreA, result: result(scoreA, scoreB) },
    { week, franchise_id: b, game: gameNo, opponent_id: a, score: scoreB, result: result(scoreB, scoreA) },
  ];
};
const rows = (over: Partial<PlayoffOddsRows> = {}): PlayoffOddsRows => ({
  rules: { standings_sort: "PCT,PTS,", head_to_head: true, victory_points: false },
  standings: [standing("0001", 1, 2, 0, 250), standing("0002", 2, 1, 1, 230), standing("0003", 3, 1, 1, 210), standing("0004", 4, 0, 2, 190)],
  schedule: [
    ...game(1, "0001", "0002", 130, 110), ...game(1, "0003", "0004", 100, 90),
    ...game(2, "0001", "0003", 120, 110), ...game(2, "0002", "0004", 120, 100),
    ...game(3, "0001", "0004", null, null), ...game(3, "0002", "0003", null, null),
    ...game(4, "0001", "0002", null, null), ...game(4, "0003", "0004", null, null),
    // a playoff week: not part of the regular season
    ...game(5, "0001", "0002", null, null),
  ],
  weeks: { start_week: 1, end_week: 5, last_regular_season_week: 4 },
  nfl_week: 3,
  setting: null,
  franchises: ids.map((id) => ({ franchise_id: id, franchise_name: `Team ${id}`, division_id: null, division_name: null })),
  ...over,
});

Deno.test("defaultPlayoffSetting: half the teams, byes that fill the bracket to a power of two", () => {
  assert.deepEqual(defaultPlayoffSetting(12), { playoffTeams: 6, byes: 2 });
  assert.deepEqual(defaultPlayoffSetting(10), { playoffTeams: 5, byes: 3 });
  assert.deepEqual(defaultPlayoffSetting(8), { playoffTeams: 4, byes: 0 });
  assert.deepEqual(defaultPlayoffSetting(14), { playoffTeams: 7, byes: 1 });
  assert.deepEqual(defaultPlayoffSetting(2), { playoffTeams: 1, byes: 0 });
  assert.deepEqual(defaultPlayoffSetting(0), { playoffTeams: 1, byes: 0 });
});

Deno.test("playoffSettingFor: the user's choice, fitted to the league; the default without one", () => {
  assert.deepEqual(playoffSettingFor(12, null), { playoffTeams: 6, byes: 2, chosen: false });
  assert.deepEqual(playoffSettingFor(12, { playoffTeams: 4, byes: 0 }), { playoffTeams: 4, byes: 0, chosen: true });
  assert.deepEqual(playoffSettingFor(10, { playoffTeams: 12, byes: 12 }), { playoffTeams: 10, byes: 9, chosen: true }, "more places than teams");
});

Deno.test("playoffSettingSchema: whole numbers, at least one place, fewer byes than places (the table's checks say the same)", () => {
  const refused = (value: unknown) => playoffSettingSchema.safeParse(value).error?.issues.map((i) => i.message);
  assert.equal(refused({ playoffTeams: 6, byes: 2 }), undefined);
  assert.deepEqual(refused({ playoffTeams: 4, byes: 4 }), ["Fewer byes than playoff teams"]);
  assert.equal(refused({ playoffTeams: 0, byes: 0 })?.[0], "At least one team makes the playoffs");
  assert.deepEqual(refused({ playoffTeams: "", byes: 0 }), ["Enter a whole number"]);
  assert.deepEqual(refused({ playoffTeams: 4, byes: -1 }), ["Byes cannot be negative"]);
});

Deno.test("sortKeysOf: MFL's real key names (VICTORY_POINTS, ALL_PLAY_PCT); keys only MFL settles end the list", () => {
  assert.deepEqual(sortKeysOf("VICTORY_POINTS,PCT,PTS,ALL_PLAY_PCT,", true), ["VP", "PCT", "PTS", "ALL_PLAY"]);
  assert.deepEqual(sortKeysOf("PCT,H2H,PTS,", true), ["PCT"]);
  assert.deepEqual(sortKeysOf("H2H,PCT,", true), ["PCT", "PTS"], "nothing the model can rank by: the spec's order");
  assert.deepEqual(sortKeysOf("PCT,PTS,", false), ["PTS"], "a total-points league has no percentage");
});

Deno.test("playoffOddsInput: played weeks give the weekly scores, the first unplayed week is this week, playoff weeks are left out", () => {
  const input = playoffOddsInput(rows(), "61408", 2026, 2000);
  assert.equal(input.week, 3);
  assert.deepEqual(input.request.remaining.map((w) => w.week), [3, 4]);
  assert.deepEqual(input.request.remaining[0].matchups, [["0001", "0004"], ["0002", "0003"]]);
  assert.deepEqual(input.request.teams.map((t) => t.weekly), [[130, 120], [110, 120], [100, 110], [90, 100]]);
  assert.deepEqual(input.order, ids, "MFL's rank order");
  assert.deepEqual({ p: input.request.playoffTeams, b: input.request.byes }, { p: 2, b: 0 });
  assert.deepEqual(input.request.sort, ["PCT", "PTS"]);
  assert.deepEqual(input.setting, { playoffTeams: 2, byes: 0, chosen: false });
  assert.deepEqual(playoffOddsInput(rows(), "61408", 2026).request.seed, playoffOddsInput(rows(), "61408", 2026).request.seed);
});

Deno.test("playoffOddsInput: the stored setting changes the places, and the odds follow it", () => {
  const two = playoffOdds(playoffOddsInput(rows(), "61408", 2026, 2000).request);
  const three = playoffOdds(playoffOddsInput(rows({ setting: { playoff_teams: 3, bye_teams: 1 } }), "61408", 2026, 2000).request);
  const total = (odds: typeof two) => odds.reduce((s, o) => s + o.playoff, 0);
  assert.ok(Math.abs(total(two) - 2) < 1e-9 && Math.abs(total(three) - 3) < 1e-9);
  assert.ok(Math.abs(three.reduce((s, o) => s + o.bye, 0) - 1) < 1e-9);
  assert.ok(three[3].playoff > two[3].playoff, "the last team's chance grows with a third place");
});

Deno.test("playoffOddsInput: a two-game week pairs each team twice and counts its score once", () => {
  const twoGames = [
    ...game(1, "0001", "0002", 130, 110), ...game(1, "0003", "0004", 100, 90),
    ...game(1, "0001", "0003", 130, 100, 2), ...game(1, "0002", "0004", 110, 90, 2),
    ...game(2, "0001", "0004", null, null), ...game(2, "0002", "0003", null, null),
    ...game(2, "0001", "0002", null, null, 2), ...game(2, "0003", "0004", null, null, 2),
  ];
  const input = playoffOddsInput(rows({ schedule: twoGames, weeks: { start_week: 1, end_week: 2, last_regular_season_week: 2 } }), "1", 2026, 500);
  assert.deepEqual(input.request.teams[0].weekly, [130]);
  assert.equal(input.request.remaining[0].matchups.length, 4, "four games in the week left");
  assert.deepEqual(pairings(twoGames.filter((g) => g.week === 2)).filter(([a]) => a === "0001"), [["0001", "0004"], ["0001", "0002"]]);
});

Deno.test("playoffOddsInput: a total-points league has no games; the NFL week says how far the season is", () => {
  const input = playoffOddsInput(rows({ rules: { standings_sort: "PTS,", head_to_head: false, victory_points: false }, schedule: [], nfl_week: 3 }), "1", 2026, 2000);
  assert.equal(input.week, 3);
  assert.equal(input.request.h2h, false);
  assert.deepEqual(input.request.remaining.map((w) => w.matchups.length), [0, 0]);
  assert.equal(input.request.teams[0].weeksPlayed, 2);
  const odds = playoffOdds(input.request);
  assert.ok(odds[0].playoff > odds[3].playoff, "the most points go through");
  assert.equal(odds[0].ifWin, null, "no game to win");
  const over = playoffOddsInput(rows({ schedule: [], nfl_week: 18 }), "1", 2026, 100);
  assert.equal(over.week, null);
  assert.deepEqual(over.request.remaining, []);
});

Deno.test("playoffOddsInput: after the regular season the standings decide", () => {
  const played = rows().schedule.filter((g) => g.week <= 2);
  const input = playoffOddsInput(rows({ schedule: played, weeks: { start_week: 1, end_week: 3, last_regular_season_week: 2 } }), "1", 2026, 100);
  assert.equal(input.week, null);
  const odds = playoffOdds(input.request);
  assert.deepEqual(odds.map((o) => o.playoff), [1, 1, 0, 0]);
});
