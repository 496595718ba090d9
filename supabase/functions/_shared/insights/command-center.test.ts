import assert from "node:assert/strict";
import type { ScoringPlayer, ScoringTeam } from "../contracts/mfl-scoring.ts";
import type { NflGame } from "../mfl/nfl-schedule.ts";
import { byImportance, commandCenterGames, commandCenterMatchups, type LeagueWeek, tank01GameId } from "./command-center.ts";
import { DEFAULT_SPREADS } from "./win-probability.ts";

const KICKOFF_1PM = Date.UTC(2026, 10, 22, 18, 0) / 1000; // Sunday 22 Nov 2026, 1 pm Eastern
const KICKOFF_4PM = KICKOFF_1PM + 3 * 3600 + 25 * 60;
const KICKOFF_SNF = Date.UTC(2026, 10, 23, 1, 20) / 1000; // 8:20 pm Eastern, the 23rd in UTC

function game(away: string, home: string, kickoff: number, status: NflGame["status"], seconds = 3600): NflGame {
  const side = (id: string, isHome: boolean) => ({
    id, isHome, score: status === "scheduled" ? null : isHome ? 14 : 7, spread: null, hasPossession: false, inRedZone: false,
    passOffenseRank: null, rushOffenseRank: null, passDefenseRank: null, rushDefenseRank: null,
  });
  return { kickoff, gameSecondsRemaining: seconds, status, teams: [side(home, true), side(away, false)] };
}

let ids = 0;
function starter(team: string, projected: number, points = 0, state: Partial<ScoringPlayer> = {}): ScoringPlayer {
  ids++;
  return {
    id: String(1000 + ids), name: `Player ${ids}`, position: "WR", team, points, gameSecondsRemaining: 3600,
    isPlaying: false, hasPlayed: false, isBye: false, projectedPoints: projected, kickoff: null, ...state,
  };
}

function team(franchiseId: string, starters: ScoringPlayer[]): ScoringTeam {
  return {
    franchiseId, franchiseName: `Team ${franchiseId}`, totalPoints: starters.reduce((s, p) => s + p.points, 0),
    projectedPoints: starters.reduce((s, p) => s + (p.projectedPoints ?? 0), 0), gameSecondsRemaining: 0, starters, bench: [],
  };
}

function league(leagueId: string, yours: ScoringPlayer[], theirs: ScoringPlayer[][], headToHead = true): LeagueWeek {
  return {
    leagueId, leagueName: `League ${leagueId}`, yourTeam: team("0001", yours),
    opponents: theirs.map((starters, i) => team(`000${i + 2}`, starters)), headToHead, spreads: DEFAULT_SPREADS,
  };
}

Deno.test("for and against add up per game across leagues, each league in its own scoring", () => {
  const games = [game("BUF", "KCC", KICKOFF_1PM, "live", 1800)];
  const a = league("1", [starter("KCC", 20, 8), starter("DAL", 15)], [[starter("BUF", 12, 3)]]);
  const b = league("2", [starter("BUF", 9, 2.5)], [[starter("KCC", 11.5, 6), starter("PHI", 30)]]);
  const [g] = commandCenterGames(games, [a, b]);
  assert.deepEqual([g.away, g.home, g.awayScore, g.homeScore, g.state, g.secondsLeft], ["BUF", "KCC", 7, 14, "live", 1800]);
  assert.deepEqual([g.projectedFor, g.projectedAgainst, g.net, g.stake], [29, 23.5, 5.5, 52.5]);
  assert.deepEqual([g.pointsFor, g.pointsAgainst], [10.5, 9]);
  assert.deepEqual(g.leagues.map((l) => [l.leagueId, l.for.length, l.against.length, l.projectedFor, l.pointsAgainst]), [
    ["1", 1, 1, 20, 3],
    ["2", 1, 1, 9, 6],
  ]);
  assert.equal(g.gameID, "20261122_BUF@KC", "Tank01's id: the Eastern date and Tank01's team codes");
});

Deno.test("every game of the week is listed: live, then upcoming by kickoff, then final; the most at stake first within a group", () => {
  const games = [
    game("NYJ", "MIA", KICKOFF_1PM, "final", 0),
    game("SEA", "SFO", KICKOFF_4PM, "scheduled"),
    game("DET", "GBP", KICKOFF_1PM, "live", 900),
    game("BUF", "KCC", KICKOFF_SNF, "scheduled"),
    game("DAL", "PHI", KICKOFF_1PM, "live", 2000),
    game("LAR", "ARI", KICKOFF_4PM, "scheduled"),
    game("CIN", "CLE", KICKOFF_1PM, "final", 0),
  ];
  const mine = league("1", [starter("PHI", 25), starter("BUF", 30), starter("CLE", 10), starter("ARI", 4)], [[starter("GBP", 8), starter("SFO", 12), starter("MIA", 3)]]);
  const ordered = commandCenterGames(games, [mine]).map((g) => `${g.away}@${g.home}`);
  assert.deepEqual(ordered, ["DAL@PHI", "DET@GBP", "SEA@SFO", "LAR@ARI", "BUF@KCC", "CIN@CLE", "NYJ@MIA"]);
});

Deno.test("a game that carries points both ways matters more than a smaller one-sided one, though its net is 0", () => {
  const games = [game("DAL", "PHI", KICKOFF_1PM, "live", 2000), game("DET", "GBP", KICKOFF_1PM, "live", 2000)];
  const mine = league("1", [starter("PHI", 20), starter("GBP", 15)], [[starter("DAL", 20)]]);
  const [first, second] = commandCenterGames(games, [mine]);
  assert.deepEqual([first.home, first.net, first.stake], ["PHI", 0, 40]);
  assert.deepEqual([second.home, second.net, second.stake], ["GBP", 15, 15]);
  assert.ok(byImportance(first, second) < 0);
});

Deno.test("matchups: one per opponent with the win probability; a total-points league has none", () => {
  const ahead = league("1", [starter("PHI", 10, 30, { hasPlayed: true, gameSecondsRemaining: 0 })], [[starter("DAL", 10, 5, { hasPlayed: true, gameSecondsRemaining: 0 })]]);
  const twoGames = league("2", [starter("PHI", 20)], [[starter("DAL", 10)], [starter("BUF", 30)]]);
  const totalPoints = league("3", [starter("PHI", 20)], [], false);
  const matchups = commandCenterMatchups([ahead, twoGames, totalPoints]);
  assert.deepEqual(matchups.map((m) => [m.leagueId, m.opponent?.franchiseId ?? null, m.winProbability]), [
    ["1", "0002", 1],
    ["2", "0002", matchups[1].winProbability],
    ["2", "0003", matchups[2].winProbability],
    ["3", null, null],
  ]);
  assert.ok(matchups[1].winProbability! > 0.5 && matchups[2].winProbability! < 0.5, "projected ahead of one, behind the other");
});

Deno.test("tank01GameId: the US Eastern date (a Sunday night game is still Sunday), no id without a kickoff", () => {
  assert.equal(tank01GameId(KICKOFF_SNF, "BUF", "KCC"), "20261122_BUF@KC");
  assert.equal(tank01GameId(KICKOFF_1PM, "JAC", "WAS"), "20261122_JAX@WSH");
  assert.equal(tank01GameId(null, "BUF", "KCC"), null);
});
