import assert from "node:assert/strict";
import { masterRows } from "./mfl-master.ts";
import type { MflPlayer } from "../mfl/players.ts";

const player = (over: Partial<MflPlayer>): MflPlayer => ({
  id: "13116", name: "Mahomes, Patrick", position: "QB", team: "KCC", isRookie: false, externalIds: {}, ...over,
});

Deno.test("MFL players → master rows: names turned round, defences as DST team entities, other positions left out", () => {
  const rows = masterRows([
    player({ externalIds: { espn_id: "3139477", cbs_id: "2142052", stats_id: "30123", sleeper_id: "0" } }),
    player({ id: "0512", name: "Chiefs, Kansas City", position: "Def" }),
    player({ id: "9999", name: "Backer, Line", position: "LB" }),
    player({ id: "8888", name: "Kicker, Free", position: "PK", team: "FA" }),
  ]);
  assert.deepEqual(rows, [
    { mfl_id: "13116", name: "Patrick Mahomes", position: "QB", team: "KCC", is_team_entity: false, ids: { espn: "3139477", cbs: "2142052" } },
    { mfl_id: "0512", name: "Kansas City Chiefs", position: "DST", team: "KCC", is_team_entity: true, ids: {} },
    { mfl_id: "8888", name: "Free Kicker", position: "PK", team: "FA", is_team_entity: false, ids: {} },
  ]);
});
