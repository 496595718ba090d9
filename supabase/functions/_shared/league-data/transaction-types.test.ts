import assert from "node:assert/strict";
import { normaliseTransaction } from "../mfl/transactions.ts";
import { isSystemEvent, productTransactionType } from "./transaction-types.ts";

const tx = (row: Record<string, string>) => normaliseTransaction({ timestamp: "1763000000", ...row });

Deno.test("MFL types map to the product's types", () => {
  assert.equal(productTransactionType(tx({ type: "TRADE", franchise: "0001", franchise2: "0002", franchise1_gave_up: "123,", franchise2_gave_up: "456," })), "TRADE");
  assert.equal(productTransactionType(tx({ type: "BBID_WAIVER", franchise: "0001", transaction: "123,|4.00|" })), "BBID_WAIVER");
  assert.equal(productTransactionType(tx({ type: "LOAD_ROSTERS", franchise: "0001", transaction: "123,|" })), "LOAD_ROSTERS");
  assert.equal(productTransactionType(tx({ type: "FREE_AGENT", franchise: "0001", transaction: "123,|" })), "ADD");
  assert.equal(productTransactionType(tx({ type: "FREE_AGENT", franchise: "0001", transaction: "123,|456," })), "ADD", "add and drop in one move is an add");
  assert.equal(productTransactionType(tx({ type: "FREE_AGENT", franchise: "0001", transaction: "|456," })), "DROP");
  assert.equal(productTransactionType(tx({ type: "IR", franchise: "0001", activated: "", deactivated: "1," })), "IR");
  assert.equal(productTransactionType(tx({ type: "TAXI", franchise: "0001", promoted: "", demoted: "1," })), "TAXI");
  assert.equal(productTransactionType(tx({ type: "AUCTION_WON", franchise: "0001", transaction: "1|5|" })), "AUCTION_WON");
  assert.equal(productTransactionType(tx({ type: "WAIVER", franchise: "0001", transaction: "1,|" })), "WAIVER", "unknown to the spec: passed through raw");
});

Deno.test("system events have no franchise", () => {
  assert.equal(isSystemEvent(tx({ type: "BBID_AUTO_PROCESS_WAIVERS", franchise: "", transaction: "" })), true);
  assert.equal(isSystemEvent(tx({ type: "LOCK_ALL_PLAYERS", franchise: "", transaction: "" })), true);
  assert.equal(isSystemEvent(tx({ type: "FREE_AGENT", franchise: "0004", transaction: "1,|" })), false);
});
