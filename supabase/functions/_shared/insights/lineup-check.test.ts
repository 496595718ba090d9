import assert from "node:assert/strict";
import type { LineupSettings } from "../contracts/lineup-rules.ts";
import type { LineupRosterPlayer } from "../contracts/mfl-lineup.ts";
import { checkLeague, gainText, type LeagueCheckInput } from "./lineup-check.ts";

const WEEK = 12;
const settings: LineupSettings = {
  startingPositions: [{ name: "QB", limit: "1" }, { name: "RB", limit: "2" }, { name: "WR", limit: "2" }, { name: "TE", limit: "1" }],
  starterCount: "6",
  maxStarters: 6,
  rosterSize: 20,
  injuredReserve: 2,
};
const game = { opponent: "DAL", is_home: true, kickoff_time: "2026-11-22T18:00:00Z", spread: null, opponent_rush_defense_rank: null, opponent_pass_defense_rank: null, game_status: "scheduled" };

function player(id: string, position: string, extra: Partial<LineupRosterPlayer> = {}): LineupRosterPlayer {
  return { id, name: `P${id}`, position, team: "NYG", status: "ROSTER", injury: null, bye_week: 9, opponent: game, locked: false, ...extra };
}

const base = [player("1", "QB"), player("2", "RB"), player("3", "RB"), player("4", "WR"), player("5", "WR"), player("6", "TE")];
const bench = [player("11", "QB"), player("12", "RB"), player("14", "WR"), player("16", "TE")];
const projections: Record<string, number> = { 1: 20, 2: 15, 3: 12, 4: 14, 5: 11, 6: 9, 11: 10, 12: 8, 14: 7, 16: 3 };

function input(over: Partial<LeagueCheckInput> = {}): LeagueCheckInput {
  return { week: WEEK, roster: [...base, ...bench], gone: [], starters: ["1", "2", "3", "4", "5", "6"], settings, projections, bestBall: false, ...over };
}

function withPlayer(id: string, change: Partial<LineupRosterPlayer>): LineupRosterPlayer[] {
  return [...base, ...bench].map((p) => (p.id === id ? { ...p, ...change } : p));
}

Deno.test("the best lineup already started, nobody at risk: set, no proposal", () => {
  const result = checkLeague(input());
  assert.equal(result.status, "set");
  assert.equal(result.proposal, null);
  assert.deepEqual(result.starters.flatMap((s) => s.flags), []);
  assert.deepEqual(result.lineupFlags, []);
});

Deno.test("Out, IR, Doubtful and Questionable are each their own level", () => {
  for (const [status, level] of [["Out", "out"], ["IR", "ir"], ["Doubtful", "doubtful"], ["Questionable", "questionable"], ["Suspended", "out"]]) {
    const result = checkLeague(input({ roster: withPlayer("2", { injury: { status, details: "Knee" } }) }));
    const flags = result.starters.find((s) => s.id === "2")!.flags;
    assert.deepEqual(flags.map((f) => [f.level, f.text]), [[level, status]], status);
  }
});

Deno.test("an Out starter is replaced by the best bench player at his position, the reason is the flag", () => {
  const result = checkLeague(input({ roster: withPlayer("2", { injury: { status: "Out", details: "Knee" } }) }));
  assert.equal(result.status, "attention");
  assert.deepEqual(result.proposal!.starters.sort(), ["1", "12", "3", "4", "5", "6"]);
  assert.deepEqual(result.proposal!.changes.map((c) => [c.out?.id, c.in?.id, c.reason]), [["2", "12", "Out"]]);
  // The Out starter counts 0 now: the fix adds the bench player's 8.
  assert.equal(result.proposal!.gain, 8);
});

Deno.test("a Questionable starter who is still the best pick: flagged, but the lineup is set", () => {
  const result = checkLeague(input({ roster: withPlayer("2", { injury: { status: "Questionable", details: "Ankle" } }) }));
  assert.equal(result.status, "set");
  assert.equal(result.proposal, null);
});

Deno.test("on bye and no game this week score nothing and are swapped out", () => {
  const bye = checkLeague(input({ roster: withPlayer("4", { bye_week: WEEK, opponent: null }) }));
  assert.deepEqual(bye.starters.find((s) => s.id === "4")!.flags.map((f) => [f.level, f.text]), [["bye", "On bye"]]);
  assert.deepEqual(bye.proposal!.changes.map((c) => [c.out?.id, c.in?.id, c.reason]), [["4", "14", "On bye"]]);
  const none = checkLeague(input({ roster: withPlayer("4", { opponent: null }) }));
  assert.deepEqual(none.starters.find((s) => s.id === "4")!.flags.map((f) => f.level), ["no_game"]);
  assert.equal(none.status, "attention");
});

Deno.test("a starter cut from the roster is flagged and his slot filled", () => {
  const roster = [...base, ...bench].filter((p) => p.id !== "5");
  const result = checkLeague(input({ roster, gone: [player("5", "WR")] }));
  const flags = result.starters.find((s) => s.id === "5")!.flags;
  assert.deepEqual(flags.map((f) => [f.level, f.text]), [["not_on_roster", "Not on your roster any more"]]);
  assert.deepEqual(result.proposal!.changes.map((c) => [c.out?.id, c.in?.id, c.reason]), [["5", "14", "Not on your roster any more"]]);
});

Deno.test("an empty slot is flagged, with the rule MFL would refuse, and filled", () => {
  const result = checkLeague(input({ starters: ["1", "2", "3", "4", "6"] }));
  assert.deepEqual(result.lineupFlags.map((f) => f.level), ["empty", "invalid", "invalid"]);
  assert.ok(result.lineupFlags.some((f) => f.text === "Must have exactly 2 WR (currently have 1)"));
  assert.deepEqual(result.proposal!.changes.map((c) => [c.out, c.in?.id, c.reason]), [[null, "5", "Empty slot"]]);
});

Deno.test("a lineup MFL would refuse (two QBs) is flagged and corrected", () => {
  const result = checkLeague(input({ starters: ["1", "11", "3", "4", "5", "6"] }));
  assert.ok(result.lineupFlags.some((f) => f.level === "invalid" && /QB/.test(f.text)), JSON.stringify(result.lineupFlags));
  assert.deepEqual(result.proposal!.changes.map((c) => [c.out?.id, c.in?.id, c.reason]), [["11", "2", "+5.0 projected"]]);
  const ir = checkLeague(input({ roster: withPlayer("3", { status: "INJURED_RESERVE" }) }));
  assert.deepEqual(ir.starters.find((s) => s.id === "3")!.flags.map((f) => f.level), ["invalid"]);
  assert.deepEqual(ir.proposal!.changes.map((c) => [c.out?.id, c.in?.id]), [["3", "12"]]);
});

Deno.test("a better bench player: the reason is the projected gain", () => {
  const result = checkLeague(input({ projections: { ...projections, 12: 18.4 } }));
  assert.equal(result.status, "attention");
  assert.deepEqual(result.proposal!.changes.map((c) => [c.out?.id, c.in?.id, c.reason]), [["3", "12", "+6.4 projected"]]);
  assert.equal(result.proposal!.gain, 6.4);
  assert.equal(gainText(6.4), "+6.4 projected");
});

Deno.test("a locked player is shown as locked and kept where he is, even when Out", () => {
  const roster = withPlayer("2", { locked: true, injury: { status: "Out", details: "Knee" } }).map((p) => p.id === "12" ? { ...p, locked: true } : p);
  const result = checkLeague(input({ roster, projections: { ...projections, 12: 30 } }));
  assert.deepEqual(result.starters.find((s) => s.id === "2")!.flags.map((f) => [f.level, f.text]), [["locked", "Locked"]]);
  // Player 12 is locked on the bench, 2 locked in the lineup: nothing to change.
  assert.equal(result.proposal, null);
  assert.equal(result.status, "set");
});

Deno.test("a best-ball league is listed as set by MFL, nothing checked", () => {
  const result = checkLeague(input({ bestBall: true, roster: withPlayer("2", { injury: { status: "Out", details: "Knee" } }) }));
  assert.deepEqual(result, { status: "best_ball", starters: [], lineupFlags: [], proposal: null });
});
