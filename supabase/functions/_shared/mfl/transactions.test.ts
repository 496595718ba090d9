import assert from "node:assert/strict";
import { parseAssetToken } from "./transaction-assets.ts";
import { normaliseTransactions } from "./transactions.ts";
import { TRANSACTIONS } from "../../_testing/mfl-fixtures.ts";

const all = normaliseTransactions(TRANSACTIONS);
const brief = (i: number) =>
  all[i].assets.map((a) =>
    [a.direction, a.franchise_id, a.asset_type, a.asset_id, a.asset_value].filter((x) => x !== null).join(" ")
  );

Deno.test("FREE_AGENT: adds and drops, either side may be empty; by_commish", () => {
  assert.deepEqual(brief(0), ["RECEIVED 0004 PLAYER 13427", "GAVE_UP 0004 PLAYER 13238"]);
  assert.deepEqual(brief(1), ["GAVE_UP 0020 PLAYER 16289"]);
  assert.equal(all[1].by_commish, true);
  assert.equal(all[0].by_commish, false);
  assert.equal(all[0].transaction_date, "2019-12-25T23:29:13.000Z");
});

Deno.test("BBID_WAIVER: player received, bid given up as money, optional drop", () => {
  assert.deepEqual(brief(2), ["RECEIVED 0007 PLAYER 10838", "GAVE_UP 0007 MONEY 0", "GAVE_UP 0007 PLAYER 14752"]);
  assert.equal(all[2].bid_amount, 0);
  assert.deepEqual(brief(3), ["RECEIVED 0003 PLAYER 13916", "GAVE_UP 0003 MONEY 12.5"]);
  assert.equal(all[3].bid_amount, 12.5);
});

Deno.test("system events have no franchise and no assets", () => {
  assert.equal(all[4].franchise_id, null);
  assert.deepEqual(all[4].assets, []);
  assert.equal(all[9].type, "LOCK_ALL_PLAYERS");
  assert.deepEqual(all[9].assets, []);
});

Deno.test("IR and TAXI moves", () => {
  assert.deepEqual(brief(5), ["RECEIVED 0007 PLAYER 13190", "GAVE_UP 0007 PLAYER 10722"]);
  assert.deepEqual(brief(6), ["RECEIVED 0004 PLAYER 12667", "GAVE_UP 0004 PLAYER 14239"]);
});

Deno.test("TRADE: each asset given up by one side and received by the other; picks and blind-bid dollars", () => {
  const t = all[7];
  assert.equal(t.franchise_id, "0014");
  assert.equal(t.franchise2_id, "0001");
  assert.equal(t.comments, null);
  assert.deepEqual(brief(7), [
    "GAVE_UP 0014 PLAYER 8062",
    "RECEIVED 0001 PLAYER 8062",
    "GAVE_UP 0014 DRAFT_PICK DP_0_4",
    "RECEIVED 0001 DRAFT_PICK DP_0_4",
    "GAVE_UP 0014 MONEY BB_10 10",
    "RECEIVED 0001 MONEY BB_10 10",
    "GAVE_UP 0001 DRAFT_PICK FP_0004_2020_4",
    "RECEIVED 0014 DRAFT_PICK FP_0004_2020_4",
  ]);
  const dp = t.assets.find((a) => a.asset_id === "DP_0_4")!;
  assert.deepEqual([dp.draft_round, dp.draft_position], [1, 5]);
  const fp = t.assets.find((a) => a.asset_id === "FP_0004_2020_4")!;
  assert.deepEqual([fp.draft_round, fp.draft_position, fp.draft_year, fp.original_franchise_id], [4, null, 2020, "0004"]);
});

Deno.test("AUCTION_WON: player for dollars", () => {
  assert.deepEqual(brief(8), ["RECEIVED 0005 PLAYER 13919", "GAVE_UP 0005 MONEY 1"]);
});

const one = (row: Record<string, string>) => normaliseTransactions({ transactions: { transaction: { timestamp: "1774538804", ...row } } })[0];
const briefOf = (t: ReturnType<typeof one>) => t.assets.map((a) => [a.direction, a.asset_type, a.asset_id ?? a.asset_value].join(" "));

Deno.test("AUCTION_INIT and AUCTION_BID keep their player and amount (were blank rows); the trailing | may be missing", () => {
  // Rows of a real auction (tests/fixtures/mfl-real/transactions/braven-theleague-2026-auction.json, ffscrapr-37920-2020.json).
  const init = one({ type: "AUCTION_INIT", franchise: "0004", transaction: "15254|425000|" });
  assert.deepEqual(briefOf(init), ["RECEIVED PLAYER 15254", "GAVE_UP MONEY 425000"]);
  assert.equal(init.bid_amount, 425000);
  const bid = one({ type: "AUCTION_BID", franchise: "0010", transaction: "0511|2500000|" });
  assert.deepEqual(briefOf(bid), ["RECEIVED PLAYER 0511", "GAVE_UP MONEY 2500000"]);
  assert.equal(bid.description, null);
  assert.deepEqual(briefOf(one({ type: "AUCTION_WON", franchise: "0001", transaction: "12140|425000" })), ["RECEIVED PLAYER 12140", "GAVE_UP MONEY 425000"]);
});

Deno.test("LOAD_ROSTERS: players put on the roster before the |, taken off after it", () => {
  // TheWarRoom's 2026 capture: the commissioner moved 14057 from 0023 to 0015 with two loads.
  assert.deepEqual(briefOf(one({ type: "LOAD_ROSTERS", franchise: "0023", by_commish: "1", transaction: "|14057," })), ["GAVE_UP PLAYER 14057"]);
  assert.deepEqual(briefOf(one({ type: "LOAD_ROSTERS", franchise: "0015", by_commish: "1", transaction: "14057,|" })), ["RECEIVED PLAYER 14057"]);
});

Deno.test("WAIVER: the pipe form and the separate added/dropped lists", () => {
  assert.deepEqual(briefOf(one({ type: "WAIVER", franchise: "0003", transaction: "101,|202," })), ["RECEIVED PLAYER 101", "GAVE_UP PLAYER 202"]);
  const fields = one({ type: "WAIVER", franchise: "0003", added: "101,102,", dropped: "202," });
  assert.deepEqual(briefOf(fields), ["RECEIVED PLAYER 101", "RECEIVED PLAYER 102", "GAVE_UP PLAYER 202"]);
  assert.notEqual(fields.key, one({ type: "WAIVER", franchise: "0003", added: "101,", dropped: "202," }).key, "the lists tell two such rows apart");
});

Deno.test("a type the product does not read keeps MFL's fields in words, never a blank row", () => {
  const pick = one({ type: "SURVIVOR_PICK", franchise: "0002", pick: "NEP", week: "3" });
  assert.deepEqual(pick.assets, []);
  assert.equal(pick.description, "pick: NEP; week: 3");
  assert.equal(one({ type: "POOL_PICK", franchise: "0002" }).description, "MFL sent no details");
  assert.equal(one({ type: "FREE_AGENT", franchise: "0002", transaction: "|" }).description, "transaction: |");
  assert.equal(all[0].description, null, "a move with assets needs no description");
});

Deno.test("keys are stable and distinct; raw row kept", () => {
  const again = normaliseTransactions(TRANSACTIONS);
  assert.deepEqual(again.map((t) => t.key), all.map((t) => t.key));
  assert.equal(new Set(all.map((t) => t.key)).size, all.length);
  assert.equal(all[7].raw.expires, "1575208800");
});

Deno.test("asset tokens: unknown ones are not guessed at; one transaction arrives as an object", () => {
  assert.equal(parseAssetToken("XYZ_1"), null);
  assert.equal(parseAssetToken("DP_2_11")?.draft_round, 3);
  assert.equal(parseAssetToken("DP_2_11")?.draft_position, 12);
  const one = normaliseTransactions({ transactions: { transaction: { type: "WAIVER", franchise: "0001", timestamp: "1", transaction: "1,|2," } } });
  assert.equal(one.length, 1);
  assert.equal(one[0].assets.length, 2);
  assert.deepEqual(normaliseTransactions({ transactions: {} }), []);
});
