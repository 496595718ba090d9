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
