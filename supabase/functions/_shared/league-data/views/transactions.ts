import { leagueTransactionsEndpoint, WHOLE_SEASON_LIMIT } from "../../contracts/league-transactions.ts";
import type { TransactionRecord } from "../datasets/transactions.ts";
import type { FranchiseRecord } from "../league-store.ts";
import type { LeagueView } from "./league-view.ts";

const MAX_TRANSACTIONS = WHOLE_SEASON_LIMIT;

interface TransactionsData {
  moves: { rows: TransactionRecord[]; total: number };
  franchises: FranchiseRecord[];
}

/**
 * GET /league-transactions?leagueId=[&year=][&limit=]: the season's transactions, newest first,
 * each with its assets (spec 02 §3), plus franchiseNames and stats.
 */
export const transactionsView: LeagueView<typeof leagueTransactionsEndpoint.request, TransactionsData> = {
  endpoint: leagueTransactionsEndpoint,
  refreshes: ["transactions"],
  limit: (query) => query.limit ?? MAX_TRANSACTIONS,
  rpc: "league_view_transactions",
  fromSnapshot: (snap) => {
    const moves = snap.rows as { rows: TransactionRecord[]; total: number | string };
    return { moves: { rows: moves.rows.map(transactionNumbers), total: Number(moves.total) }, franchises: snap.franchises };
  },
  answer: ({ moves, franchises }) => ({
    transactions: moves.rows,
    franchiseNames: Object.fromEntries(franchises.map((f) => [f.franchise_id, f.franchise_name])),
    stats: {
      total_franchises: franchises.length,
      total_transactions: moves.total,
      returned: moves.rows.length,
    },
  }),
};

// PostgREST and postgres.js may hand numeric columns over as text.
function transactionNumbers(row: TransactionRecord): TransactionRecord {
  return {
    ...row,
    bid_amount: row.bid_amount === null ? null : Number(row.bid_amount),
    transaction_assets: (row.transaction_assets ?? []).map((a) => ({
      ...a,
      asset_value: a.asset_value === null ? null : Number(a.asset_value),
    })),
  };
}
