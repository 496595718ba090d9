import assert from "node:assert/strict";
import { rostersAnswer } from "./rosters.ts";

Deno.test("rostersAnswer: every franchise (empty ones too), players in spec 02 §5 order QB RB WR TE PK Def, then by last name", () => {
  const p = (player_id: string, full_name: string, position: string) => ({
    franchise_id: "0001", player_id, full_name, position, status: "ROSTER", drafted: null, nfl_team: "KCC", bye_week: 10, injury_status: null,
  });
  const answer = rostersAnswer(
    [
      p("6", "Kansas City Chiefs", "Def"),
      p("1", "Zed Kicker", "PK"),
      p("2", "Al Zulu", "RB"),
      p("3", "Bob Able", "RB"),
      p("4", "Quinn Passer", "QB"),
      p("5", "Odd Punter", "PN"),
    ],
    [
      { franchise_id: "0001", franchise_name: "Alpha", division_id: null, division_name: null },
      { franchise_id: "0002", franchise_name: "Bravo", division_id: null, division_name: null },
    ],
  );
  assert.deepEqual(answer.map((r) => [r.franchise_name, r.players.map((x) => x.full_name)]), [
    ["Alpha", ["Quinn Passer", "Bob Able", "Al Zulu", "Zed Kicker", "Kansas City Chiefs", "Odd Punter"]],
    ["Bravo", []],
  ]);
  assert.equal(answer[0].players[0].team, "KCC");
  assert.deepEqual([answer[0].players[0].salary, answer[0].players[0].contract_year], [null, null], "no contract: nulls");
});

Deno.test("rostersAnswer: the contract as stored (a numeric salary may come as text)", () => {
  const [roster] = rostersAnswer(
    [{ franchise_id: "0001", player_id: "98001", full_name: "Player 98001", position: null, status: "TAXI_SQUAD", drafted: null, nfl_team: null,
      bye_week: null, injury_status: null, salary: "12.00", contract_year: 3, contract_info: "Rookie" }],
    [{ franchise_id: "0001", franchise_name: "Alpha", division_id: null, division_name: null }],
  );
  assert.deepEqual(roster.players[0], {
    player_id: "98001", full_name: "Player 98001", position: null, team: null, bye_week: null, injury_status: null, drafted: null,
    status: "TAXI_SQUAD", salary: 12, contract_year: 3, contract_info: "Rookie",
  });
});
