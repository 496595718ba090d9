import type { SyncKind } from "./kinds.ts";

// What a league view reads (league-store.ts reads it; every dataset turns it into its answer): in a
// file of its own so the datasets' shared types never import the store that imports them.

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

/** What every league_view_<kind> rpc answers (migration 20261124000000). */
export interface LeagueViewRow {
  membership: Membership | null;
  sync: SyncState[] | null;
  franchises: FranchiseRecord[] | null;
  rows: unknown;
}

export function snapshotOf(row: LeagueViewRow): LeagueSnapshot {
  return { membership: row.membership, states: row.sync ?? [], franchises: row.franchises ?? [], rows: row.rows };
}
