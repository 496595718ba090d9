import type { MflPlayer } from "../../mfl/players.ts";
import { players, transactions as transactionsExport } from "../../mfl/queries.ts";
import type { Transaction } from "../../mfl/transactions.ts";
import { isSystemEvent, productTransactionType } from "../transaction-types.ts";
import type { LeagueDataset, SyncContext } from "./dataset.ts";

export interface AssetWriteRow {
  direction: "GAVE_UP" | "RECEIVED";
  franchise_id: string;
  asset_type: "PLAYER" | "DRAFT_PICK" | "MONEY";
  asset_id: string | null;
  player_name: string | null;
  player_position: string | null;
  player_team: string | null;
  draft_round: number | null;
  draft_position: number | null;
  draft_year: number | null;
  original_franchise_id: string | null;
  asset_value: number | null;
}

/** A league_transactions row (with its assets) as replace_league_transactions takes it. */
export interface TransactionWriteRow {
  mfl_key: string;
  transaction_date: string | null;
  transaction_type: string;
  mfl_type: string;
  franchise_id: string | null;
  franchise2_id: string | null;
  comments: string | null;
  by_commish: boolean;
  bid_amount: number | null;
  /** MFL's fields in words when the move has no asset the product reads (never a blank row). */
  description: string | null;
  raw: Record<string, string>;
  assets: AssetWriteRow[];
}

/** A transaction as league_view_transactions reads it: what was written, keyed by its id, with its assets. */
export type TransactionRecord = Omit<TransactionWriteRow, "mfl_key" | "raw" | "assets"> & {
  id: string;
  transaction_assets: AssetWriteRow[];
};

export type PlayerLookup = (playerId: string) => Pick<MflPlayer, "name" | "position" | "team"> | undefined;

/**
 * Franchise moves only (system events such as LOCK_ALL_PLAYERS are not transactions of anyone),
 * newest first as MFL sends them. MFL has no transaction id: identical rows (same second, type,
 * franchises and lists) get an occurrence suffix so each keeps its own stable key.
 */
export function transactionRows(transactions: Transaction[], lookup: PlayerLookup): TransactionWriteRow[] {
  const seen = new Map<string, number>();
  return transactions.filter((tx) => !isSystemEvent(tx)).map((tx) => {
    const n = seen.get(tx.key) ?? 0;
    seen.set(tx.key, n + 1);
    return {
      mfl_key: n === 0 ? tx.key : `${tx.key}#${n}`,
      transaction_date: tx.transaction_date,
      transaction_type: productTransactionType(tx),
      mfl_type: tx.type,
      franchise_id: tx.franchise_id,
      franchise2_id: tx.franchise2_id,
      comments: tx.comments,
      by_commish: tx.by_commish,
      bid_amount: tx.bid_amount,
      description: tx.description,
      raw: tx.raw,
      assets: tx.assets.map((a) => {
        const player = a.asset_type === "PLAYER" && a.asset_id ? lookup(a.asset_id) : undefined;
        return {
          direction: a.direction,
          franchise_id: a.franchise_id,
          asset_type: a.asset_type,
          asset_id: a.asset_id,
          player_name: player ? displayPlayerName(player.name) : null,
          player_position: player?.position || null,
          player_team: player?.team || null,
          draft_round: a.draft_round,
          draft_position: a.draft_position,
          draft_year: a.draft_year ?? null,
          original_franchise_id: a.original_franchise_id ?? null,
          asset_value: a.asset_value,
        };
      }),
    };
  });
}

/** Player ids that need a name. */
export function playerIdsOf(transactions: Transaction[]): string[] {
  const ids = new Set<string>();
  for (const tx of transactions) {
    for (const a of tx.assets) if (a.asset_type === "PLAYER" && a.asset_id) ids.add(a.asset_id);
  }
  return [...ids];
}

/** MFL's "Last, First" → "First Last" ("Chiefs, Kansas City" → "Kansas City Chiefs"). */
export function displayPlayerName(mflName: string): string {
  const i = mflName.indexOf(",");
  if (i < 0) return mflName.trim();
  const last = mflName.slice(0, i).trim();
  const first = mflName.slice(i + 1).trim();
  return first ? `${first} ${last}` : last;
}

/**
 * The league-wide player database (one cached export for every league of the deployment). Names
 * are a nicety: when MFL cannot give them, the transactions are still stored, named by id.
 */
async function playerNames(ctx: SyncContext, year: number, needed: boolean): Promise<PlayerLookup> {
  const out = new Map<string, { name: string; position: string; team: string }>();
  if (needed) {
    try {
      const db = await ctx.upstream.get(players({ year }), { userId: ctx.call.userId, priority: ctx.call.priority });
      for (const p of db.data.players) out.set(p.id, { name: p.name, position: p.position, team: p.team });
    } catch (error) {
      console.warn("MFL player database unavailable; transaction assets are stored without names:", error instanceof Error ? error.message : error);
    }
  }
  return (id) => out.get(id);
}

/** The season's transactions with their assets, players named from the league-wide player database. */
export const transactions: LeagueDataset<TransactionWriteRow[], "transactions"> = {
  kind: "transactions",
  rpc: "replace_league_transactions",
  source: (leagueId, year) => transactionsExport({ leagueId, year }),
  async fetch(ctx, leagueId, year) {
    const moves = await ctx.upstream.get(transactionsExport({ leagueId, year }), ctx.call);
    const names = await playerNames(ctx, year, playerIdsOf(moves.data).length > 0);
    return {
      rows: transactionRows(moves.data, names),
      fetchedAt: moves.fetchedAt,
      stale: moves.stale,
      ...(moves.staleReason ? { staleReason: moves.staleReason } : {}),
    };
  },
};
