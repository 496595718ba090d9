import assert from "node:assert/strict";
import { rosterRows } from "./rosters.ts";

Deno.test("rosterRows: one row per rostered player with status, draft and salary", () => {
  assert.deepEqual(
    rosterRows([{ franchiseId: "0001", week: null, players: [{ id: "1", status: "TAXI_SQUAD", drafted: "3.04" }, { id: "", status: "ROSTER" }] }]),
    [{ franchise_id: "0001", player_id: "1", status: "TAXI_SQUAD", drafted: "3.04", salary: null, contract_year: null, contract_info: null }],
  );
});

Deno.test("rosterRows: salary, contract years and info only where the league uses them", () => {
  const roster = [{
    franchiseId: "0001",
    week: null,
    players: [{ id: "1", status: "ROSTER" as const, salary: 23, contractYear: 2, contractInfo: "R2" }, { id: "2", status: "INJURED_RESERVE" as const }],
  }];
  const contract = (uses: Parameters<typeof rosterRows>[1]) => rosterRows(roster, uses).map((r) => [r.salary, r.contract_year, r.contract_info]);
  assert.deepEqual(contract({ usesSalaries: true, usesContractYear: true }), [[23, 2, "R2"], [null, null, null]]);
  assert.deepEqual(contract({ usesSalaries: true, usesContractYear: false }), [[23, null, "R2"], [null, null, null]]);
  assert.deepEqual(contract({ usesSalaries: false, usesContractYear: false }), [[null, null, null], [null, null, null]], "leftover fields");
  assert.deepEqual(contract(undefined), [[null, null, null], [null, null, null]]);
});
