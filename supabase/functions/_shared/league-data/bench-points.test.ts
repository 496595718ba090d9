import assert from "node:assert/strict";
import type { LiveFranchise } from "../mfl/live-scoring.ts";
import { lineupSettings } from "../../_testing/lineup-profiles.ts";
import { seasonBench, weekBench } from "./bench-points.ts";
import type { ScoringSnapshot } from "./week-scores.ts";

const RULES = lineupSettings([["QB", "1"], ["RB", "2-3"], ["WR", "2-3"], ["TE", "1"]], "6");

const POSITIONS: Record<string, string> = { q1: "QB", q2: "QB", r1: "RB", r2: "RB", r3: "RB", w1: "WR", w2: "WR", w3: "WR", t1: "TE", lb: "LB" };

function franchise(id: string, players: [string, number, boolean][]): LiveFranchise {
  return {
    id, isHome: null, score: 0, gameSecondsRemaining: 0, playersCurrentlyPlaying: 0, playersYetToPlay: 0,
    players: players.map(([pid, score, isStarter]) => ({ id: pid, score, isStarter, gameSecondsRemaining: 0 })),
  };
}

function snapshot(franchises: LiveFranchise[]): ScoringSnapshot {
  return {
    week: 5,
    leagueName: null,
    live: { week: 5, matchups: [{ franchises }], franchises, anyGameLive: false },
    franchiseNames: {},
    players: Object.fromEntries(Object.entries(POSITIONS).map(([id, position]) => [id, { name: id, position, team: "KCC" }])),
    projections: null,
    games: null,
    byeTeams: [],
    final: true,
  };
}

Deno.test("weekBench: the best lineup in hindsight by the league's rules against the one played, per franchise", () => {
  const week = snapshot([
    // Played q1 r1 r2 w1 w2 t1 = 60. Six starters leave no third RB: r3 (14) can only replace r2 (8).
    franchise("0001", [["q1", 20, true], ["q2", 25, false], ["r1", 10, true], ["r2", 8, true], ["r3", 14, false], ["w1", 9, true], ["w2", 5, true], ["w3", 1, false], ["t1", 8, true], ["lb", 30, false]]),
    // Already the best: nothing left.
    franchise("0002", [["q1", 20, true], ["r1", 10, true], ["r2", 8, true], ["w1", 9, true], ["w2", 5, true], ["t1", 8, true], ["w3", 1, false]]),
  ]);
  const bench = weekBench(RULES, week);
  // q2 for q1 (+5), r3 for r2 (+6); the LB (30) is not a starting position here, never counted.
  assert.deepEqual(bench.get("0001"), { played: 60, best: 71, leftOnBench: 11 });
  assert.deepEqual(bench.get("0002"), { played: 60, best: 60, leftOnBench: 0 });
});

Deno.test("weekBench: a franchise in two games is one lineup; one that cannot field a valid lineup is left out", () => {
  const one = franchise("0001", [["q1", 20, true], ["r1", 10, true], ["r2", 8, true], ["w1", 9, true], ["w2", 5, true], ["t1", 8, true]]);
  const short = franchise("0003", [["q1", 20, true], ["r1", 10, true]]);
  const bench = weekBench(RULES, snapshot([one, one, short]));
  assert.deepEqual([...bench.keys()], ["0001"]);
});

Deno.test("weekBench: a played lineup the rules cannot place (a player of unknown position) is its own best, never below", () => {
  const week = snapshot([franchise("0001", [["q1", 20, true], ["r1", 10, true], ["r2", 8, true], ["w1", 9, true], ["w2", 5, true], ["x9", 40, true], ["t1", 8, false]])]);
  const bench = weekBench(RULES, week).get("0001")!;
  assert.equal(bench.played, 92);
  assert.ok(bench.best >= bench.played);
  assert.equal(bench.leftOnBench, bench.best - bench.played);
});

Deno.test("seasonBench: totals and efficiency (played ÷ best); none before any week", () => {
  assert.equal(seasonBench([]), null);
  assert.deepEqual(seasonBench([{ played: 60, best: 74, leftOnBench: 14 }, { played: 100.5, best: 100.5, leftOnBench: 0 }]), {
    played: 160.5, best: 174.5, leftOnBench: 14, efficiency: 160.5 / 174.5,
  });
  assert.equal(seasonBench([{ played: 0, best: 0, leftOnBench: 0 }])!.efficiency, 1);
});
