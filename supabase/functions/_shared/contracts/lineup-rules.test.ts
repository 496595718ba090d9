import assert from "node:assert/strict";
import {
  countByRequirement,
  fallbackPositions,
  type LineupSettings,
  parseLimit,
  startingRequirementsOf,
  validateLineup,
} from "./lineup-rules.ts";

const mfl: LineupSettings = {
  startingPositions: [
    { name: "QB", limit: "1" },
    { name: "RB", limit: "2-3" },
    { name: "WR", limit: "2-3" },
    { name: "TE", limit: "1-2" },
    { name: "PK", limit: "1" },
    { name: "Def", limit: "1" },
  ],
  starterCount: "9",
  maxStarters: 9,
  rosterSize: 20,
  injuredReserve: 0,
};

Deno.test("parseLimit: a number is exact, 'min-max' a range, junk nothing", () => {
  assert.deepEqual(parseLimit("1"), { min: 1, max: 1, exact: true });
  assert.deepEqual(parseLimit("2-3"), { min: 2, max: 3, exact: false });
  assert.deepEqual(parseLimit(" 0 - 2 "), { min: 0, max: 2, exact: false });
  assert.equal(parseLimit("3-1"), null);
  assert.equal(parseLimit("x"), null);
  assert.equal(parseLimit(undefined), null);
});

Deno.test("validateLineup: a valid lineup has no problems", () => {
  assert.deepEqual(validateLineup(mfl, ["QB", "RB", "RB", "WR", "WR", "WR", "TE", "PK", "Def"]), []);
});

Deno.test("validateLineup: the three texts of spec 02 §5 and the starters count", () => {
  assert.deepEqual(validateLineup(mfl, ["QB", "QB", "RB", "WR", "WR", "WR", "WR", "TE", "PK"]), [
    "Must have exactly 1 QB (currently have 2)",
    "Need at least 2 RB (currently have 1)",
    "Cannot have more than 3 WR (currently have 4)",
    "Must have exactly 1 Def (currently have 0)",
  ]);
  assert.deepEqual(validateLineup(mfl, ["QB", "RB", "RB", "WR", "WR", "TE", "PK", "Def"]), ["Must have exactly 9 starters (currently have 8)"]);
  assert.deepEqual(validateLineup({ ...mfl, starterCount: "7-9" }, ["QB", "RB", "RB", "WR", "WR", "TE", "PK", "Def"]), []);
  assert.deepEqual(validateLineup({ ...mfl, starterCount: "" }, []).at(-1), "Must have exactly 9 starters (currently have 0)");
});

Deno.test("validateLineup: a position the league does not start cannot start, whatever the count (MFL validates against starters)", () => {
  assert.deepEqual(validateLineup(mfl, ["QB", "RB", "RB", "WR", "WR", "TE", "PK", "Def", "LB"]), [
    "LB is not a starting position in this league (currently have 1)",
  ]);
  // The spec's fallback: FLEX takes RB, WR and TE only.
  const fallback: LineupSettings = { startingPositions: fallbackPositions(), starterCount: null, maxStarters: 9, rosterSize: 20, injuredReserve: 0 };
  assert.deepEqual(validateLineup(fallback, ["QB", "RB", "WR", "WR", "TE", "PK", "Def", "RB", "PN"]), [
    "Must have exactly 2 FLEX (currently have 1)",
    "PN is not a starting position in this league (currently have 1)",
  ]);
  // An IDP league without a team defence row: a Def cannot start.
  const idp: LineupSettings = { ...mfl, startingPositions: [{ name: "DT+DE", limit: "1-2" }, { name: "LB", limit: "1" }], starterCount: "3" };
  assert.deepEqual(validateLineup(idp, ["DE", "LB", "Def"]), ["Def is not a starting position in this league (currently have 1)"]);
});

Deno.test("validateLineup: a starter whose position is unknown (not in the player database) never blocks a save", () => {
  // Unknown stands in for the missing QB: nothing short, nine starters.
  assert.deepEqual(validateLineup(mfl, ["", "RB", "RB", "WR", "WR", "WR", "TE", "PK", "Def"]), []);
  // Two unknowns fill the two requirements still short.
  assert.deepEqual(validateLineup(mfl, ["", "", "RB", "RB", "WR", "WR", "TE", "WR", "Def"]), []);
  // Counting stays honest: too many of a known position, and the total, are still problems.
  assert.deepEqual(validateLineup(mfl, ["", "QB", "QB", "RB", "RB", "WR", "WR", "TE", "PK"]), [
    "Must have exactly 1 QB (currently have 2)",
  ]);
  assert.deepEqual(validateLineup(mfl, ["", "RB", "RB", "WR", "WR", "TE", "PK", "Def"]), ["Must have exactly 9 starters (currently have 8)"]);
});

Deno.test("startingRequirementsOf: the league's own, the fallback only when it names none", () => {
  assert.deepEqual(startingRequirementsOf(mfl.startingPositions, 9), mfl.startingPositions);
  assert.deepEqual(startingRequirementsOf([], 10), fallbackPositions(10));
});

Deno.test("fallback: QB, RB, WR, WR, TE, PK, Def, FLEX, FLEX; FLEX fills up to maxStarters", () => {
  assert.deepEqual(fallbackPositions().map((p) => `${p.name}:${p.limit}`), ["QB:1", "RB:1", "WR:2", "TE:1", "PK:1", "Def:1", "FLEX:2"]);
  assert.deepEqual(fallbackPositions(10).at(-1), { name: "FLEX", limit: "3" });
  assert.deepEqual(fallbackPositions(7).map((p) => p.name), ["QB", "RB", "WR", "TE", "PK", "Def"]);
  const fallback: LineupSettings = { startingPositions: fallbackPositions(), starterCount: null, maxStarters: 9, rosterSize: 20, injuredReserve: 0 };
  const counts = countByRequirement(fallback, ["QB", "RB", "RB", "WR", "WR", "WR", "TE", "PK", "Def"]);
  assert.deepEqual(Object.fromEntries(counts), { QB: 1, RB: 1, WR: 2, TE: 1, PK: 1, Def: 1, FLEX: 2 }, "extra RB and WR fill FLEX");
  assert.deepEqual(validateLineup(fallback, ["QB", "RB", "RB", "WR", "WR", "WR", "TE", "PK", "Def"]), []);
  assert.deepEqual(validateLineup(fallback, ["QB", "RB", "WR", "WR", "TE", "PK", "Def", "QB", "PK"]), [
    "Must have exactly 1 QB (currently have 2)",
    "Must have exactly 1 PK (currently have 2)",
    "Must have exactly 2 FLEX (currently have 0)",
  ]);
});

Deno.test("positions: K and DEF are read as PK and Def; groups such as DT+DE take either", () => {
  const idp: LineupSettings = { ...mfl, startingPositions: [{ name: "DT+DE", limit: "2" }], starterCount: "2" };
  assert.deepEqual(validateLineup(idp, ["DT", "DE"]), []);
  assert.deepEqual(validateLineup({ ...mfl }, ["QB", "RB", "RB", "WR", "WR", "TE", "K", "DEF", "WR"]), []);
});
