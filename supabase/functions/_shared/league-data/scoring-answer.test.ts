import assert from "node:assert/strict";
import { normaliseLiveScoring } from "../mfl/live-scoring.ts";
import { leagueAnswer, personalAnswer, playerGameState } from "./scoring-answer.ts";
import { weekClock, type WeekGame } from "./nfl-week.ts";
import type { ScoringSnapshot } from "./week-scores.ts";

const KICKOFF = 1795370400; // 2026-11-22 18:00 UTC
const games: WeekGame[] = [
  { kickoff: KICKOFF, status: "live", teams: ["KCC", "DEN"] },
  { kickoff: KICKOFF - 3 * 86400, status: "final", teams: ["DAL", "NYG"] },
  { kickoff: KICKOFF + 3 * 3600, status: "scheduled", teams: ["SFO", "SEA"] },
];
const week = (over: Partial<{ games: WeekGame[] | null; byeTeams: Set<string>; final: boolean }> = {}) => ({
  games,
  byeTeams: new Set(["BUF"]),
  final: false,
  ...over,
});
const state = (live: boolean, played: boolean, bye = false) => ({ isPlaying: live, hasPlayed: played, isBye: bye });

Deno.test("player states: LIVE while his game runs, FINAL after it, PENDING before it", () => {
  assert.deepEqual(playerGameState(1260, 8.4, "KCC", week()), state(true, false));
  assert.deepEqual(playerGameState(0, 14.2, "DAL", week()), state(false, true));
  assert.deepEqual(playerGameState(3600, 0, "SFO", week()), state(false, false));
  assert.deepEqual(playerGameState(0, 0, "DAL", week()), state(false, true), "played and scored nothing is still final");
});

Deno.test("player states: a bye (0 s, like a finished game) is neither live, pending nor final", () => {
  assert.deepEqual(playerGameState(0, 0, "BUF", week()), state(false, false, true), "on the bye list");
  assert.deepEqual(playerGameState(0, 0, "MIA", week()), state(false, false, true), "no game this week by the schedule");
  assert.deepEqual(playerGameState(0, 0, "MIA", week({ games: null, byeTeams: new Set() })), state(false, true), "no schedule and no bye list: MFL's 0 reads final");
});

Deno.test("player states: a player missing from the player database with 0 s is not shown FINAL on a guess", () => {
  assert.deepEqual(playerGameState(0, 0, undefined, week()), state(false, false), "0 s, 0 points: a bye or a game over, unknown");
  assert.deepEqual(playerGameState(0, 6.1, undefined, week()), state(false, true), "he scored: he played");
  assert.deepEqual(playerGameState(0, 0, undefined, week({ final: true })), state(false, true), "every game of the week over");
  assert.deepEqual(playerGameState(1800, 0, undefined, week()), state(true, false), "seconds running: live");
  assert.deepEqual(playerGameState(0, 0, "FA", week()), state(false, false), "a free agent has no team to be on a bye");
});

Deno.test("week clock: live, final only when every game is final, next kickoff still to come", () => {
  const now = KICKOFF * 1000 + 60_000;
  assert.deepEqual(weekClock(games, now), { final: false, clock: { anyGameLive: true, nextKickoffMs: (KICKOFF + 3 * 3600) * 1000 } });
  const over = games.map((g) => ({ ...g, status: "final" as const }));
  assert.deepEqual(weekClock(over, now), { final: true, clock: { anyGameLive: false, nextKickoffMs: null } });
  assert.equal(weekClock([], now).final, false, "a week without games is not over");
  assert.deepEqual(weekClock(null, now), { final: false, clock: { anyGameLive: false, nextKickoffMs: null } });
});

function snapshot(body: Record<string, unknown>, projections: Record<string, number> | null = { "1": 10.5, "2": 7.25, "3": 4 }): ScoringSnapshot {
  const live = normaliseLiveScoring({ liveScoring: body } as never);
  return {
    week: 12,
    leagueName: "Test League",
    live,
    franchiseNames: { "0001": "Alpha" },
    players: { "1": { name: "Pat Mahomes", position: "QB", team: "KCC" }, "2": { name: "Josh Allen", position: "QB", team: "BUF" } },
    projections,
    games,
    byeTeams: ["BUF"],
    final: false,
  };
}

const PAIRED = {
  week: "12",
  matchup: {
    franchise: [
      { id: "0001", score: "20", gameSecondsRemaining: "1260", players: { player: [
        { id: "1", status: "starter", score: "20", gameSecondsRemaining: "1260" },
        { id: "2", status: "starter", score: "0", gameSecondsRemaining: "0" },
        { id: "3", status: "nonstarter", score: "3", gameSecondsRemaining: "0" },
      ] } },
      { id: "0002", score: "11", gameSecondsRemaining: "0", players: { player: { id: "9", status: "starter", score: "11", gameSecondsRemaining: "0" } } },
    ],
  },
};

Deno.test("league answer: both teams of a single matchup, names, projected totals of the starters, kickoffs, states", () => {
  const answer = leagueAnswer(snapshot(PAIRED));
  assert.equal(answer.matchups.length, 1);
  const [alpha, other] = answer.matchups[0].teams;
  assert.equal(alpha.franchiseName, "Alpha");
  assert.equal(other.franchiseName, "Team 0002", "no name known");
  assert.equal(alpha.projectedPoints, 17.75, "starters only: 10.5 + 7.25");
  assert.equal(other.projectedPoints, 0);
  const [mahomes, allen] = alpha.starters;
  assert.deepEqual([mahomes.name, mahomes.isPlaying, mahomes.kickoff, mahomes.projectedPoints], ["Pat Mahomes", true, new Date(KICKOFF * 1000).toISOString(), 10.5]);
  assert.deepEqual([allen.isBye, allen.hasPlayed, allen.isPlaying, allen.kickoff], [true, false, false, null], "bye");
  assert.deepEqual(alpha.bench.map((p) => [p.id, p.name, p.projectedPoints]), [["3", "Player 3", 4]]);
  assert.equal(other.starters[0].projectedPoints, null, "not projected");
  assert.equal(leagueAnswer(snapshot(PAIRED, null)).matchups[0].teams[0].projectedPoints, null, "no projections at all");
});

Deno.test("league answer: a total-points league's flat list gives every team alone, never undecided; the league's kind and weeks", () => {
  const flatBody = { week: "12", franchise: [{ id: "0001", score: "5" }, { id: "0002", score: "6" }] };
  const flat = leagueAnswer({ ...snapshot(flatBody), headToHead: false, weeks: { first: 2, last: 18 } });
  assert.deepEqual(flat.matchups.map((m) => [m.teams.map((t) => t.franchiseId), m.undecided]), [[["0001"], false], [["0002"], false]]);
  assert.deepEqual([flat.headToHead, flat.bestBall, flat.weeks], [false, false, { first: 2, last: 18 }]);
  // A week stored before the kind was kept: head-to-head, the default weeks.
  const old = leagueAnswer(snapshot(PAIRED));
  assert.deepEqual([old.headToHead, old.bestBall, old.weeks], [true, false, { first: 1, last: 17 }]);
  assert.equal(leagueAnswer({ ...snapshot(PAIRED), bestBall: true }).bestBall, true);
});

Deno.test("undecided pairings (a playoff week before its bracket is set) read TBD, never a self-match; a team without a game is in none", () => {
  const flatBody = { week: "16", franchise: [{ id: "0001", score: "5" }, { id: "0002", score: "6" }, { id: "0003", score: "7" }] };
  // MFL's schedule has 0001 and 0003 still in, each against itself; 0002 is out.
  const tbd = { ...snapshot(flatBody), headToHead: true, undecided: ["0001", "0003"] };
  assert.deepEqual(leagueAnswer(tbd).matchups.map((m) => [m.teams.map((t) => t.franchiseId), m.undecided]), [[["0001"], true], [["0003"], true]]);
  const mine = personalAnswer(tbd, "0003");
  assert.deepEqual([mine.opponent, mine.opponents, mine.opponentUndecided], [null, [], true]);
  const out = personalAnswer(tbd, "0002");
  assert.deepEqual([out.opponent, out.opponentUndecided], [null, false], "eliminated: no game, not TBD");
  // No schedule word at all (or the standard leagues' bare playoff week): no game shown, never a team against itself.
  assert.deepEqual(leagueAnswer({ ...snapshot(flatBody), headToHead: true }).matchups, []);
  // A live matchup listing one franchise twice is that franchise alone, undecided.
  const self = snapshot({ week: "16", matchup: { franchise: [{ id: "0004", score: "1" }, { id: "0004", score: "1" }] } });
  assert.deepEqual(leagueAnswer(self).matchups.map((m) => [m.teams.map((t) => t.franchiseId), m.undecided]), [[["0004"], true]]);
  assert.deepEqual([personalAnswer(self, "0004").opponents, personalAnswer(self, "0004").opponentUndecided], [[], true]);
});

Deno.test("personal answer: the team's place by this week's points, ties sharing the better place, each franchise counted once", () => {
  const team = (id: string, score: string) => ({ id, score, gameSecondsRemaining: "0" });
  const week = snapshot({ week: "12", matchup: [{ franchise: [team("0001", "20"), team("0002", "30")] }, { franchise: [team("0001", "20"), team("0003", "20")] }] });
  assert.deepEqual(personalAnswer(week, "0002").rank, { place: 1, of: 3 });
  assert.deepEqual(personalAnswer(week, "0001").rank, { place: 2, of: 3 });
  assert.deepEqual(personalAnswer(week, "0003").rank, { place: 2, of: 3 });
  const total = { ...snapshot({ week: "12", franchise: [team("0001", "5"), team("0002", "6")] }), headToHead: false };
  assert.deepEqual([personalAnswer(total, "0001").rank, personalAnswer(total, "0001").opponentUndecided, personalAnswer(total, "0001").headToHead], [{ place: 2, of: 2 }, false, false]);
});

Deno.test("personal answer: own team and opponent", () => {
  const mine = personalAnswer(snapshot(PAIRED), "0002");
  assert.equal(mine.yourTeam.franchiseId, "0002");
  assert.equal(mine.opponent?.franchiseId, "0001");
  const alone = personalAnswer(snapshot({ week: "12", franchise: [{ id: "0001", score: "5" }] }), "0001");
  assert.equal(alone.opponent, null, "no pairing this week");
  assert.equal(personalAnswer(snapshot(PAIRED), "0009").yourTeam.totalPoints, 0, "a franchise MFL does not list: empty");
});

Deno.test("two games a week: a franchise in two matchups keeps both opponents, the league answer both matchups", () => {
  const team = (id: string, score: string) => ({ id, score, gameSecondsRemaining: "0", players: { player: { id: "9", status: "starter", score, gameSecondsRemaining: "0" } } });
  const twoGames = snapshot({ week: "13", matchup: [{ franchise: [team("0001", "20"), team("0002", "11")] }, { franchise: [team("0001", "20"), team("0003", "30")] }] });
  const mine = personalAnswer(twoGames, "0001");
  assert.deepEqual(mine.opponents.map((o) => o.franchiseId), ["0002", "0003"]);
  assert.equal(mine.opponent?.franchiseId, "0002", "the first, as spec 02 names one");
  assert.equal(mine.yourTeam.totalPoints, 20);
  assert.deepEqual(personalAnswer(twoGames, "0003").opponents.map((o) => o.franchiseId), ["0001"]);
  assert.deepEqual(leagueAnswer(twoGames).matchups.map((m) => m.teams.map((t) => t.franchiseId)), [["0001", "0002"], ["0001", "0003"]]);
  assert.deepEqual(personalAnswer(snapshot({ week: "12", franchise: [{ id: "0001", score: "5" }] }), "0001").opponents, [], "no pairing: no opponents");
});
