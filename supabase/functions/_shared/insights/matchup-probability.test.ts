import assert from "node:assert/strict";
import { fractionLeft, matchupProbability, sideOutlook, withLeagueOdds, withPersonalOdds } from "./matchup-probability.ts";
import { DEFAULT_SPREADS } from "./win-probability.ts";

const player = (projectedPoints: number | null, state: { isPlaying?: boolean; hasPlayed?: boolean; isBye?: boolean; gameSecondsRemaining?: number } = {}) => ({
  position: "RB", projectedPoints, gameSecondsRemaining: 3600, isPlaying: false, hasPlayed: false, isBye: false, ...state,
});
const team = (totalPoints: number, starters: ReturnType<typeof player>[]): { totalPoints: number; starters: ReturnType<typeof player>[]; winProbability?: number } => ({ totalPoints, starters });

Deno.test("fractionLeft: to play 1, playing MFL's seconds left, done or on a bye 0", () => {
  assert.equal(fractionLeft(player(10)), 1);
  assert.equal(fractionLeft(player(10, { isPlaying: true, gameSecondsRemaining: 900 })), 0.25);
  assert.equal(fractionLeft(player(10, { hasPlayed: true, gameSecondsRemaining: 0 })), 0);
  assert.equal(fractionLeft(player(10, { isBye: true, gameSecondsRemaining: 0 })), 0);
});

Deno.test("sideOutlook: the score so far and each starter's projection (none: 0)", () => {
  assert.deepEqual(sideOutlook(team(12.5, [player(null), player(8, { isPlaying: true, gameSecondsRemaining: 1800 })])), {
    score: 12.5,
    players: [{ position: "RB", projection: 0, fractionLeft: 1 }, { position: "RB", projection: 8, fractionLeft: 0.5 }],
  });
});

Deno.test("before kickoff: the pre-game probability from projections; points scored move it the right way", () => {
  const even = matchupProbability(team(0, [player(15), player(15)]), team(0, [player(15), player(15)]), DEFAULT_SPREADS);
  assert.equal(even, 0.5);
  const scored = matchupProbability(team(6, [player(15, { isPlaying: true, gameSecondsRemaining: 3000 }), player(15)]), team(0, [player(15), player(15)]), DEFAULT_SPREADS);
  assert.ok(scored > 0.5, String(scored));
});

Deno.test("odds on the answers: the two teams of a matchup add up to 1; a single team has none", () => {
  const a = team(10, [player(10)]);
  const b = team(0, [player(10)]);
  const [pair, alone] = withLeagueOdds([{ teams: [a, b], undecided: false }, { teams: [a], undecided: true }], DEFAULT_SPREADS);
  const [pa, pb] = pair.teams.map((t) => t.winProbability!);
  assert.ok(pa > 0.5 && Math.abs(pa + pb - 1) < 1e-9);
  assert.equal("winProbability" in alone.teams[0], false);
  const personal = withPersonalOdds({ yourTeam: a, opponent: b, opponents: [b] }, DEFAULT_SPREADS);
  assert.equal(personal.yourTeam.winProbability, pa);
  assert.equal(personal.opponent!.winProbability, pb);
  const twoGames = withPersonalOdds({ yourTeam: a, opponent: b, opponents: [b, b] }, DEFAULT_SPREADS);
  assert.equal("winProbability" in twoGames.yourTeam, false, "one chance per game: each opponent carries its own");
});
