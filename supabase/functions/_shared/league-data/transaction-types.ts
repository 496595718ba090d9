import type { Transaction } from "../mfl/transactions.ts";

/**
 * The product's transaction types (spec 02 §3): TRADE, TRADE_PROPOSAL, BBID_WAIVER, LOAD_ROSTERS,
 * DROP, ADD; the SPA labels those and shows any other type raw. MFL's FREE_AGENT move is an ADD
 * (with or without a drop in the same move) or, when it only releases players, a DROP. MFL's other
 * types (WAIVER, IR, TAXI, AUCTION_WON, ...) have no product equivalent and pass through as MFL
 * names them; the original MFL type is kept next to it (`mfl_type`).
 */
export function productTransactionType(tx: Pick<Transaction, "type" | "assets" | "franchise_id">): string {
  switch (tx.type) {
    case "FREE_AGENT": {
      const adds = tx.assets.some((a) => a.direction === "RECEIVED" && a.asset_type === "PLAYER");
      return adds ? "ADD" : "DROP";
    }
    case "TRADE_PROPOSAL":
    case "PENDING_TRADE":
      return "TRADE_PROPOSAL";
    default:
      return tx.type;
  }
}

/** Rows about the league, not a franchise (LOCK_ALL_PLAYERS, BBID_AUTO_PROCESS_WAIVERS, ...). */
export function isSystemEvent(tx: Pick<Transaction, "franchise_id">): boolean {
  return !tx.franchise_id || tx.franchise_id === "0000";
}
