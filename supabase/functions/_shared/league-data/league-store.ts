import { databaseError } from "../errors.ts";
import type { SupabaseClient } from "../supabase.ts";
import type { LeagueDataset } from "./datasets/dataset.ts";
import type { SyncKind } from "./kinds.ts";
import { type LeagueSnapshot, type LeagueViewRow, snapshotOf } from "./snapshot.ts";

export type { FranchiseClaim, FranchiseRecord, LeagueSnapshot, LeagueViewRow, Membership, SyncState } from "./snapshot.ts";
export { snapshotOf } from "./snapshot.ts";

// Table access of the league data. Reads run with the caller's client (RLS decides what a member
// sees); writes run with the service client through the atomic replace_* functions.


/** What one caller may read (their client; RLS applies). */
export interface LeagueReader {
  /** A view's read function (`league_view_<kind>`, one per dataset view) in one round trip. */
  view(rpc: string, leagueId: string, year: number, limit?: number): Promise<LeagueSnapshot>;
}

/** A league's stored week rows, read as the caller (RLS: a verified member's leagues only). */
export interface LeagueWeekReader {
  /** The finished weeks the league has stored, of those asked (weeks it has not stored are absent). */
  finishedWeeks<Snapshot>(leagueId: string, year: number, weeks: number[]): Promise<StoredWeek<Snapshot>[]>;
  /** Franchise id → name as the league sync stored them. */
  franchiseNames(leagueId: string, year: number): Promise<Record<string, string>>;
}

/** A finished week of live scoring as league_week_scores keeps it (the snapshot is week-scores.ts's). */
export interface StoredWeek<Snapshot> {
  snapshot: Snapshot;
  fetched_at: string;
}

/** Service-role writes; each replace is one database transaction and returns false when newer data was already stored. */
export interface LeagueWriter {
  /** A dataset's rows for a league season, through its replace_* rpc. */
  replace<Rows>(dataset: LeagueDataset<Rows>, leagueId: string, year: number, rows: Rows, syncedAt: string): Promise<boolean>;
  markFailed(leagueId: string, year: number, kind: SyncKind, error: string): Promise<void>;
  /** Weeks of the season whose player scores are final (league_score_weeks). */
  finalScoreWeeks(leagueId: string, year: number): Promise<number[]>;
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

export function supabaseWeekReader(client: SupabaseClient): LeagueWeekReader {
  return {
    async finishedWeeks<Snapshot>(leagueId: string, year: number, weeks: number[]) {
      if (weeks.length === 0) return [];
      const { data, error } = await client.from("league_week_scores").select("snapshot,fetched_at")
        .eq("league_id", leagueId).eq("year", year).in("week", weeks);
      if (error) throw databaseError("Reading the stored weeks failed", error);
      return (data ?? []) as StoredWeek<Snapshot>[];
    },
    async franchiseNames(leagueId, year) {
      const { data, error } = await client.from("league_franchises").select("franchise_id,franchise_name")
        .eq("league_id", leagueId).eq("year", year);
      if (error) throw databaseError("Reading the league's franchises failed", error);
      return Object.fromEntries((data as { franchise_id: string; franchise_name: string }[]).map((f) => [f.franchise_id, f.franchise_name]));
    },
  };
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
