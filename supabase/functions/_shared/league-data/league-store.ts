import { databaseError } from "../errors.ts";
import type { SupabaseClient } from "../supabase.ts";
import type { LeagueDataset } from "./datasets/dataset.ts";
import type { SyncKind } from "./datasets/registry.ts";

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

/** Whose franchise the caller has in a league, and how it was proven. */
export type FranchiseClaim = Pick<Membership, "franchise_id" | "verified_at" | "verified_year">;

export interface FranchiseRecord {
  franchise_id: string;
  franchise_name: string;
  division_id: string | null;
  division_name: string | null;
}

/**
 * A league view's whole read (one league_view_<kind> rpc): membership, freshness and franchises,
 * which every view reads, and the view's own rows, which only its dataset knows the shape of.
 */
export interface LeagueSnapshot {
  membership: Membership | null;
  states: SyncState[];
  franchises: FranchiseRecord[];
  rows: unknown;
}

/** What one caller may read (their client; RLS applies). */
export interface LeagueReader {
  /** A view's read function (`league_view_<kind>`, one per dataset view) in one round trip. */
  view(rpc: string, leagueId: string, year: number, limit?: number): Promise<LeagueSnapshot>;
}

/** Service-role writes; each replace is one database transaction and returns false when newer data was already stored. */
export interface LeagueWriter {
  /** A dataset's rows for a league season, through its replace_* rpc. */
  replace<Rows>(dataset: LeagueDataset<Rows>, leagueId: string, year: number, rows: Rows, syncedAt: string): Promise<boolean>;
  markFailed(leagueId: string, year: number, kind: SyncKind, error: string): Promise<void>;
  /** Weeks of the season whose player scores are final (league_score_weeks). */
  finalScoreWeeks(leagueId: string, year: number): Promise<number[]>;
}


/** What every league_view_<kind> rpc answers (migration 20261124000000). */
export interface LeagueViewRow {
  membership: Membership | null;
  sync: SyncState[] | null;
  franchises: FranchiseRecord[] | null;
  rows: unknown;
}

/** A league view's read functions are named for their view: league_view_standings, league_view_top_players, ... */
export function isLeagueViewRpc(rpc: string): boolean {
  return /^league_view_[a-z_]+$/.test(rpc);
}

export function supabaseReader(client: SupabaseClient): LeagueReader {
  return {
    async view(rpc, leagueId, year, limit) {
      const { data, error } = await client.rpc(rpc, { p_league_id: leagueId, p_year: year, p_limit: limit ?? null });
      if (error) throw databaseError("Reading the league data failed", error);
      return snapshotOf(data as LeagueViewRow);
    },
  };
}

export function snapshotOf(row: LeagueViewRow): LeagueSnapshot {
  return { membership: row.membership, states: row.sync ?? [], franchises: row.franchises ?? [], rows: row.rows };
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
