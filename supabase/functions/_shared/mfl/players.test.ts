import assert from "node:assert/strict";
import { normalisePlayers } from "./players.ts";

Deno.test("players: details, rookies, external ids, team units keep leading zeros", () => {
  const db = normalisePlayers({
    version: "1.0",
    players: {
      timestamp: "1767158026",
      player: [
        {
          id: "13116", name: "Mahomes, Patrick", position: "QB", team: "KCC", draft_year: "2017", draft_round: "1",
          draft_pick: "10", birthdate: "811314000", height: "75", weight: "230", college: "Texas Tech", jersey: "15",
          espn_id: "3139477", sportsdata_id: "11cad59d-90dd-449c-a839-dddaba4fe16c", twitter_username: "x",
        },
        { id: "0512", name: "Chiefs, Kansas City", position: "Def", team: "KCC", stats_global_id: "0" },
        { id: "17000", name: "Rookie, Some", position: "WR", team: "FA", status: "R" },
      ],
    },
  });
  assert.equal(db.timestamp, 1767158026);
  const [pm, def, rookie] = db.players;
  assert.equal(pm.draftRound, 1);
  assert.equal(pm.heightInches, 75);
  assert.deepEqual(pm.externalIds, { espn_id: "3139477", sportsdata_id: "11cad59d-90dd-449c-a839-dddaba4fe16c" });
  assert.equal(def.id, "0512");
  assert.deepEqual(def.externalIds, {});
  assert.equal(rookie.isRookie, true);
  assert.equal(pm.isRookie, false);
});

Deno.test("players: one player requested arrives as an object", () => {
  const db = normalisePlayers({ players: { player: { id: "13116", name: "Mahomes, Patrick", position: "QB", team: "KCC" } } });
  assert.equal(db.players.length, 1);
  assert.equal(db.timestamp, null);
});
