import { databaseError } from "../errors.ts";
import type { SupabaseClient } from "../supabase.ts";
import { WHOLE_SEASON_LIMIT } from "../contracts/league-transactions.ts";
import type { LeagueDataset } from "./datasets/dataset.ts";
import type { SyncKind } from "./datasets/registry.ts";
import type { StandingWriteRow } from "./datasets/standings.ts";
import type { AssetWriteRow, TransactionWriteRow } from "./datasets/transactions.ts";

// Table access of the league data. Reads run with the caller's client (RLS decides what a member
// sees); writes run with the service client through the atomic replace_* functions.


export interface SyncState {
  kind: SyncKind;
  /** When MFL produced the data in the tables (ISO); null before the first good sync. */
  synced_at: string | null;
  /** Last refresh attempt, good or bad (ISO; mark_league_sync_failed sets it on a failure). */
  attempted_at: string | null;
  stale: boolean;
  last_error: string | null;
}

export interface Membership {
  league_id: string;
  franchise_id: string | null;
  display_name: string | null;
  /** Set by the service role once MFL has shown the league to this user; null = only claimed. */
  verified_at: string | null;
  /** The season MFL listed the league for (null: verified before seasons were recorded). */
  verified_year?: number | null;
}

export interface FranchiseRecord {
  franchise_id: string;
  franchise_name: string;
  division_id: string | null;
  division_name: string | null;
}

/** A league_standings row as the views read it (the division tallies stay in the table). */
export type StandingRecord = Omit<StandingWriteRow, "division_wins" | "division_losses" | "division_ties">;

/** Assets are read back exactly as they were written. */
export type AssetRecord = AssetWriteRow;

/** A transaction as the views read it: what was written, keyed by its id, with its assets. */
export type TransactionRecord = Omit<TransactionWriteRow, "mfl_key" | "raw" | "assets"> & {
  id: string;
  transaction_assets: AssetRecord[];
};

/** A rostered player with what the reference tables know of him (league_view 'rosters'). */
export interface RosterRecord {
  franchise_id: string;
  player_id: string;
  status: string;
  drafted: string | null;
  full_name: string;
  position: string | null;
  nfl_team: string | null;
  bye_week: number | null;
  injury_status: string | null;
}

/** A player with points in the league's scoring, aggregated over the stored weeks (league_view 'player_scores'). */
export interface PlayerScoreRecord {
  player_id: string;
  full_name: string;
  position: string | null;
  nfl_team: string | null;
  bye_week: number | null;
  total_points: number;
  weeks_played: number;
  weekly_scores: Record<string, number>;
}

/** The kinds the league_view rpc reads. */
export type ViewKind = "standings" | "transactions" | "rosters" | "player_scores";

/** A league view's whole read (league_view rpc): membership, freshness and rows together. */
export interface LeagueSnapshot {
  membership: Membership | null;
  states: SyncState[];
  franchises: FranchiseRecord[];
  /** Set when the view asked for standings. */
  standings?: StandingRecord[];
  /** Set when the view asked for transactions: newest first, up to the limit, and the season's total. */
  transactions?: { rows: TransactionRecord[]; total: number };
  /** Set when the view asked for rosters or player scores. */
  rosters?: RosterRecord[];
  /** Set when the view asked for player scores: best first. */
  playerScores?: PlayerScoreRecord[];
}

/** What one caller may read (their client; RLS applies). */
export interface LeagueReader {
  /** Everything one league view reads, in one round trip; absent where a reader cannot (tests' memory tables). */
  view?(kind: ViewKind, leagueId: string, year: number, limit?: number): Promise<LeagueSnapshot>;
  /** The caller's user_leagues row for the league; null means no access. */
  membership(leagueId: string): Promise<Membership | null>;
  syncStates(leagueId: string, year: number): Promise<SyncState[]>;
  franchises(leagueId: string, year: number): Promise<FranchiseRecord[]>;
  standings(leagueId: string, year: number): Promise<StandingRecord[]>;
  /** Newest first; `total` counts every transaction of the season, not only the returned ones. */
  transactions(leagueId: string, year: number, limit?: number): Promise<{ rows: TransactionRecord[]; total: number }>;
}

/** Service-role writes; each replace is one database transaction and returns false when newer data was already stored. */
export interface LeagueWriter {
  /** A dataset's rows for a league season, through its replace_* rpc. */
  replace<Rows>(dataset: LeagueDataset<Rows>, leagueId: string, year: number, rows: Rows, syncedAt: string): Promise<boolean>;
  markFailed(leagueId: string, year: number, kind: SyncKind, error: string): Promise<void>;
  /** Weeks of the season whose player scores are final (league_score_weeks). */
  finalScoreWeeks(leagueId: string, year: number): Promise<number[]>;
}


const STANDING_COLUMNS = "franchise_id,rank,wins,losses,ties,win_loss_tie_record,winning_percentage,current_streak," +
  "division_id,division_record,points_for,points_against,blind_bid_balance";
const ASSET_COLUMNS = "direction,franchise_id,asset_type,asset_id,player_name,player_position,player_team,draft_round," +
  "draft_position,draft_year,original_franchise_id,asset_value";
const TRANSACTION_COLUMNS = "id,transaction_date,transaction_type,mfl_type,franchise_id,franchise2_id,comments,by_commish," +
  `bid_amount,transaction_assets:league_transaction_assets(${ASSET_COLUMNS})`;

/** What the league_view rpc answers (migration 20261123081000). */
export interface LeagueViewRow {
  membership: Membership | null;
  sync: SyncState[];
  franchises: FranchiseRecord[];
  standings: StandingRecord[] | null;
  transactions: TransactionRecord[] | null;
  total: number | null;
  rosters?: RosterRecord[] | null;
  player_scores?: PlayerScoreRecord[] | null;
}

export function supabaseReader(client: SupabaseClient, userId: string): LeagueReader {
  return {
    async view(kind, leagueId, year, limit) {
      const { data, error } = await client.rpc("league_view", {
        p_league_id: leagueId,
        p_year: year,
        p_kind: kind,
        p_limit: limit ?? WHOLE_SEASON_LIMIT,
      });
      if (error) throw databaseError("Reading the league data failed", error);
      return snapshotOf(data as LeagueViewRow);
    },
    async membership(leagueId) {
      const { data, error } = await client.from("user_leagues").select("league_id,franchise_id,display_name,verified_at,verified_year")
        .eq("user_id", userId).eq("league_id", leagueId).maybeSingle();
      if (error) throw databaseError("Reading your league membership failed", error);
      return data as Membership | null;
    },
    async syncStates(leagueId, year) {
      const { data, error } = await client.from("league_sync_state").select("kind,synced_at,attempted_at,stale,last_error")
        .eq("league_id", leagueId).eq("year", year);
      if (error) throw databaseError("Reading the league sync state failed", error);
      return (data ?? []) as SyncState[];
    },
    async franchises(leagueId, year) {
      const { data, error } = await client.from("league_franchises")
        .select("franchise_id,franchise_name,division_id,division_name")
        .eq("league_id", leagueId).eq("year", year).order("franchise_id");
      if (error) throw databaseError("Reading the league franchises failed", error);
      return (data ?? []) as FranchiseRecord[];
    },
    async standings(leagueId, year) {
      const { data, error } = await client.from("league_standings").select(STANDING_COLUMNS)
        .eq("league_id", leagueId).eq("year", year).order("rank");
      if (error) throw databaseError("Reading the league standings failed", error);
      return ((data ?? []) as unknown as StandingRecord[]).map(numbers);
    },
    async transactions(leagueId, year, limit) {
      // The whole season (no limit, or WHOLE_SEASON_LIMIT) needs no count: the rows are the total.
      // A short page (the dashboard's 5) counts in the same statement: one round trip and one pool
      // slot; a separate HEAD count doubled them and failed under load (npm run bench -- dashboard).
      const page = limit !== undefined && limit < WHOLE_SEASON_LIMIT;
      let query = client.from("league_transactions").select(TRANSACTION_COLUMNS, page ? { count: "exact" } : undefined)
        .eq("league_id", leagueId).eq("year", year)
        .order("transaction_date", { ascending: false, nullsFirst: false })
        .order("id")
        .order("ordinal", { referencedTable: "league_transaction_assets" });
      if (limit !== undefined) query = query.limit(limit);
      const { data, error, count } = await query;
      if (error) throw databaseError("Reading the league transactions failed", error);
      const rows = ((data ?? []) as unknown as TransactionRecord[]).map(transactionNumbers);
      if (page) return { rows, total: count ?? rows.length };
      if (limit === undefined || rows.length < limit) return { rows, total: rows.length };
      // A season with more rows than the cap (rare): count them once.
      const counted = await client.from("league_transactions").select("id", { count: "exact", head: true })
        .eq("league_id", leagueId).eq("year", year);
      if (counted.error) throw databaseError("Counting the league transactions failed", counted.error);
      return { rows, total: counted.count ?? rows.length };
    },
  };
}

/** A league_view answer as the views read it (numbers as numbers). */
export function snapshotOf(row: LeagueViewRow): LeagueSnapshot {
  const snapshot: LeagueSnapshot = { membership: row.membership, states: row.sync ?? [], franchises: row.franchises ?? [] };
  if (row.standings) snapshot.standings = row.standings.map(numbers);
  if (row.transactions) {
    snapshot.transactions = { rows: row.transactions.map(transactionNumbers), total: Number(row.total ?? row.transactions.length) };
  }
  if (row.rosters) snapshot.rosters = row.rosters;
  if (row.player_scores) {
    snapshot.playerScores = row.player_scores.map((p) => ({
      ...p,
      total_points: Number(p.total_points),
      weeks_played: Number(p.weeks_played),
      weekly_scores: Object.fromEntries(Object.entries(p.weekly_scores ?? {}).map(([w, v]) => [w, Number(v)])),
    }));
  }
  return snapshot;
}

export function supabaseWriter(service: SupabaseClient): LeagueWriter {
  return {
    async replace(dataset, leagueId, year, rows, syncedAt) {
      const { data, error } = await service.rpc(dataset.rpc, {
        p_league_id: leagueId,
        p_year: year,
        p_rows: rows,
        p_synced_at: syncedAt,
      });
      if (error) throw databaseError(`Saving the league data failed (${dataset.rpc})`, error);
      return data === true;
    },
    async markFailed(leagueId, year, kind, message) {
      const { error } = await service.rpc("mark_league_sync_failed", {
        p_league_id: leagueId,
        p_year: year,
        p_kind: kind,
        p_error: message,
      });
      if (error) throw databaseError("Recording the league sync failure failed", error);
    },
    async finalScoreWeeks(leagueId, year) {
      const { data, error } = await service.from("league_score_weeks").select("week")
        .eq("league_id", leagueId).eq("year", year).eq("final", true);
      if (error) throw databaseError("Reading the stored score weeks failed", error);
      return (data ?? []).map((row: { week: number }) => row.week);
    },
  };
}

// PostgREST sends numeric columns as JSON numbers, but a proxy or an older version may send text.
function numbers(row: StandingRecord): StandingRecord {
  return {
    ...row,
    winning_percentage: Number(row.winning_percentage),
    points_for: Number(row.points_for),
    points_against: Number(row.points_against),
    blind_bid_balance: row.blind_bid_balance === null ? null : Number(row.blind_bid_balance),
  };
}

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
