import assert from "node:assert/strict";
import { normaliseLeague } from "../../mfl/league.ts";
import { normaliseStandings } from "../../mfl/standings.ts";
import { normaliseTransactions } from "../../mfl/transactions.ts";
import { franchiseRows } from "./franchises.ts";
import { standingRows } from "./standings.ts";
import { displayPlayerName, playerIdsOf, transactionRows } from "./transactions.ts";

const league = normaliseLeague({
  league: {
    id: "1",
    name: "L",
    franchises: { franchise: [{ id: "0001", name: "One", division: "00", bbidAvailableBalance: "12.50" }, { id: "0002", name: "" }] },
    divisions: { division: { id: "00", name: "North" } },
  },
});

Deno.test("franchise rows: names, divisions ('League' without one), a placeholder for a nameless team", () => {
  assert.deepEqual(franchiseRows(league), [
    { franchise_id: "0001", franchise_name: "One", division_id: "00", division_name: "North", logo_url: null },
    { franchise_id: "0002", franchise_name: "Team 0002", division_id: null, division_name: "League", logo_url: null },
  ]);
});

Deno.test("standing rows: MFL order as rank, division record split, balance from the league", () => {
  const rows = standingRows(normaliseStandings({
    leagueStandings: {
      franchise: [
        { id: "0002", h2hwlt: "3&#8209;1&#8209;0", pf: "400.456", pa: "300" },
        { id: "0001", h2hw: "1", h2hl: "2", h2ht: "1", pf: "350", pa: "380", divw: "1", divl: "0", divt: "0", strk: "L2" },
      ],
    },
  }), league);
  assert.deepEqual(rows.map((r) => [r.franchise_id, r.rank, r.win_loss_tie_record, r.winning_percentage]), [
    ["0002", 1, "3-1-0", 0.75],
    ["0001", 2, "1-2-1", 0.375],
  ]);
  assert.equal(rows[0].points_for, 400.46);
  assert.deepEqual([rows[1].division_wins, rows[1].division_losses, rows[1].division_ties], [1, 0, 0]);
  assert.equal(rows[1].division_id, "00");
  assert.equal(rows[1].blind_bid_balance, 12.5);
  assert.equal(rows[1].current_streak, "L2");
  assert.equal(rows[0].division_record, null);
});

Deno.test("transaction rows: system events skipped, duplicate rows keep distinct keys, names joined", () => {
  const moves = normaliseTransactions({
    transactions: {
      transaction: [
        { type: "FREE_AGENT", franchise: "0001", timestamp: "100", transaction: "11,|" },
        { type: "FREE_AGENT", franchise: "0001", timestamp: "100", transaction: "11,|" },
        { type: "LOCK_ALL_PLAYERS", franchise: "", timestamp: "90", transaction: "" },
      ],
    },
  });
  const rows = transactionRows(moves, (id) => (id === "11" ? { name: "Chiefs, Kansas City", position: "Def", team: "KCC" } : undefined));
  assert.equal(rows.length, 2);
  assert.notEqual(rows[0].mfl_key, rows[1].mfl_key);
  assert.equal(rows[1].mfl_key, `${rows[0].mfl_key}#1`);
  assert.equal(rows[0].transaction_type, "ADD");
  assert.equal(rows[0].mfl_type, "FREE_AGENT");
  assert.deepEqual(
    [rows[0].assets[0].player_name, rows[0].assets[0].player_position, rows[0].assets[0].player_team],
    ["Kansas City Chiefs", "Def", "KCC"],
  );
  assert.deepEqual(playerIdsOf(moves), ["11"]);
});

Deno.test("display names: 'Last, First' → 'First Last'", () => {
  assert.equal(displayPlayerName("Mahomes, Patrick"), "Patrick Mahomes");
  assert.equal(displayPlayerName("St. Brown, Amon-Ra"), "Amon-Ra St. Brown");
  assert.equal(displayPlayerName("Cher"), "Cher");
  assert.equal(displayPlayerName("Solo,"), "Solo");
});
