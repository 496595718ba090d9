import assert from "node:assert/strict";
import { compareByName, compareByPositionThenName, lastName, positionRank, samePosition } from "./position-order.ts";

Deno.test("sort order (spec 02 §5): QB, RB, WR, TE, PK/K, Def/DEF, then others", () => {
  const order = ["LB", "Def", "K", "TE", "WR", "RB", "QB", "DEF", "PK", "DT"].sort((a, b) => positionRank(a) - positionRank(b));
  assert.deepEqual(order, ["QB", "RB", "WR", "TE", "K", "PK", "Def", "DEF", "LB", "DT"]);
  assert.ok(samePosition("K", "PK") && samePosition("DEF", "Def") && samePosition("DST", "Def") && !samePosition("QB", "RB"));
});

Deno.test("by last name, either spelling of a name", () => {
  assert.equal(lastName("Patrick Mahomes II"), "Mahomes II");
  assert.equal(lastName("Mahomes, Patrick"), "Mahomes");
  assert.equal(lastName("Cher"), "Cher");
  assert.deepEqual(["Zed Adams", "Allen, Josh", "Amy Zulu", "Adams, Davante"].sort(compareByName), [
    "Adams, Davante",
    "Zed Adams",
    "Allen, Josh",
    "Amy Zulu",
  ]);
});

Deno.test("players by position in the spec's order, then by last name", () => {
  const players = [
    { name: "Bills, Buffalo", position: "Def" },
    { name: "Bass, Tyler", position: "PK" },
    { name: "Zulu, Amy", position: "QB" },
    { name: "Allen, Josh", position: "QB" },
    { name: "Punter, Pat", position: "PN" },
    { name: "Cook, James", position: "RB" },
  ];
  assert.deepEqual(players.sort(compareByPositionThenName).map((p) => p.name), [
    "Allen, Josh",
    "Zulu, Amy",
    "Cook, James",
    "Bass, Tyler",
    "Bills, Buffalo",
    "Punter, Pat",
  ]);
});
