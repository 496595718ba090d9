import assert from "node:assert/strict";
import { topPlayers } from "./top-players.ts";

Deno.test("topPlayers: best first, averages over weeks played, fantasy team from the rosters, rostered players without points", () => {
  const base = { position: "RB", nfl_team: "KCC", bye_week: 10 };
  const list = topPlayers({
    players: [
      { player_id: "1", full_name: "Low Scorer", ...base, total_points: 10, weeks_played: 3, weekly_scores: { "1": 5, "2": 5, "3": 0 } },
      { player_id: "2", full_name: "High Scorer", ...base, total_points: 100.555, weeks_played: 2, weekly_scores: { "1": 50, "2": 50.555 } },
    ],
    rosters: [
      { franchise_id: "0001", player_id: "2", status: "ROSTER", drafted: null, full_name: "High Scorer", ...base, injury_status: null },
      { franchise_id: "0002", player_id: "3", status: "TAXI_SQUAD", drafted: null, full_name: "Bench Rookie", ...base, injury_status: null },
    ],
    franchises: [{ franchise_id: "0001", franchise_name: "Alpha", division_id: null, division_name: null }],
  });
  assert.deepEqual(list.map((p) => [p.name, p.total_points, p.avg_points, p.roster_team, p.is_rostered]), [
    ["High Scorer", 100.56, 50.28, "Alpha", true],
    ["Low Scorer", 10, 3.33, null, false],
    ["Bench Rookie", 0, 0, "Team 0002", true],
  ]);
});
