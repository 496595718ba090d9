import assert from "node:assert/strict";
import { normaliseRosters } from "./rosters.ts";

Deno.test("rosters: statuses, salary fields, single franchise and single player as objects", () => {
  const many = normaliseRosters({
    rosters: {
      franchise: [
        { id: "0001", week: "12", player: [{ id: "13116", status: "ROSTER" }, { id: "14079", status: "INJURED_RESERVE" }, { id: "17033", status: "TAXI_SQUAD" }] },
        { id: "0002", week: "12", player: { id: "13604", status: "ROSTER", salary: "9124450", contractYear: "1", contractInfo: "R2", drafted: "3.04" } },
      ],
    },
    version: "1.0",
  });
  assert.deepEqual(many[0].players.map((p) => p.status), ["ROSTER", "INJURED_RESERVE", "TAXI_SQUAD"]);
  assert.deepEqual(many[1], {
    franchiseId: "0002",
    week: 12,
    players: [{ id: "13604", status: "ROSTER", salary: 9124450, contractYear: 1, contractInfo: "R2", drafted: "3.04" }],
  });
  const one = normaliseRosters({ rosters: { franchise: { id: "0003", player: { id: "1", status: "ROSTER" } } } });
  assert.equal(one.length, 1);
  assert.equal(one[0].week, null);
  assert.equal(one[0].players.length, 1);
  assert.deepEqual(normaliseRosters({ rosters: { franchise: { id: "0004" } } })[0].players, []);
});
