import type { League } from "../mfl/league.ts";
import type { MflPlayer } from "../mfl/players.ts";
import { DEFAULT_DIVISION_NAME, type StandingRow, withLeagueDetails } from "../mfl/standings.ts";
import type { Transaction } from "../mfl/transactions.ts";
import { parseRecord } from "./standings-rules.ts";
import { isSystemEvent, productTransactionType } from "./transaction-types.ts";

// MFL data (already normalised by _shared/mfl) → the rows the replace_* functions take.

export interface FranchiseWriteRow {
  franchise_id: string;
  franchise_name: string;
  division_id: string | null;
  division_name: string;
  logo_url: string | null;
}

export function franchiseRows(league: League): FranchiseWriteRow[] {
  const divisions = new Map(league.divisions.map((d) => [d.id, d.name]));
  return league.franchises.map((f) => ({
    franchise_id: f.id,
    franchise_name: f.name || `Team ${f.id}`,
    division_id: f.divisionId && divisions.has(f.divisionId) ? f.divisionId : null,
    division_name: (f.divisionId && divisions.get(f.divisionId)) || DEFAULT_DIVISION_NAME,
    logo_url: f.logo ?? f.icon ?? null,
  }));
}

export interface StandingWriteRow {
  franchise_id: string;
  rank: number;
  wins: number;
  losses: number;
  ties: number;
  win_loss_tie_record: string;
  winning_percentage: number;
  current_streak: string;
  division_id: string | null;
  division_record: string | null;
  division_wins: number | null;
  division_losses: number | null;
  division_ties: number | null;
  points_for: number;
  points_against: number;
  blind_bid_balance: number | null;
}

/** Rows in MFL's order (rank 1 first), completed with the league's divisions and balances. */
export function standingRows(rows: StandingRow[], league: League): StandingWriteRow[] {
  const divisionOf = new Map(franchiseRows(league).map((f) => [f.franchise_id, f.division_id]));
  return withLeagueDetails(rows, league).map((row, i) => {
    const div = parseRecord(row.division_record);
    return {
      franchise_id: row.franchise_id,
      rank: i + 1,
      wins: row.wins,
      losses: row.losses,
      ties: row.ties,
      win_loss_tie_record: row.win_loss_tie_record,
      winning_percentage: round(row.winning_percentage, 5),
      current_streak: row.current_streak,
      division_id: divisionOf.get(row.franchise_id) ?? null,
      division_record: row.division_record,
      division_wins: div?.[0] ?? null,
      division_losses: div?.[1] ?? null,
      division_ties: div?.[2] ?? null,
      points_for: round(row.points_for, 2),
      points_against: round(row.points_against, 2),
      blind_bid_balance: row.blind_bid_balance === null ? null : round(row.blind_bid_balance, 2),
    };
  });
}

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
  raw: Record<string, string>;
  assets: AssetWriteRow[];
}

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

function round(n: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}
