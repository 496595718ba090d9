import type { SyncItem, SyncJob, SyncOperation, SyncStats } from "../../_shared/contracts/admin-sync.ts";
import { databaseError } from "../../_shared/errors.ts";
import type { SupabaseClient } from "../../_shared/supabase.ts";

// public.sync_jobs through its functions (migration 20261124100100), as the service role. Every call
// passes the function's clock, so leases and timings are the ones tests pin.

export interface JobStart {
  operation: SyncOperation;
  scope: string;
  params: Record<string, unknown>;
  /** The admin who started it; null for the schedules. */
  startedBy: string | null;
  /** The admin's e-mail, or 'system'. */
  label: string;
  /** 'running' when the caller runs it now, 'queued' for a worker to claim (the schedules). */
  status: "running" | "queued";
}

export interface JobProgress {
  done: number;
  total: number | null;
  stats: SyncStats;
  items: SyncItem[];
}

export interface JobOutcome extends JobProgress {
  status: "succeeded" | "failed" | "partly_failed";
  error: string | null;
  mflWeek: number | null;
}

/** A league a job syncs, with the members whose stored MFL session is valid, best first. */
export interface JobLeague {
  league_id: string;
  name: string | null;
  members: string[];
  /** Kind → when MFL produced the stored rows (league_sync_state.synced_at). */
  synced: Record<string, string>;
}

export interface SyncOverview {
  metadata: { sync_type: string; sync_completed_at: string; mfl_week: number | null; status: SyncJob["status"] }[];
  running: SyncJob[];
  recent: SyncJob[];
}

export interface JobStore {
  /** Starts a job unless one of the same operation is active, whatever its scope: then that one, `started: false`. */
  start(start: JobStart, leaseMs: number, now: number): Promise<{ started: boolean; job: SyncJob }>;
  /** Takes a queued job (running, leased); null when it is not queued any more. */
  claim(id: number, leaseMs: number, now: number): Promise<SyncJob | null>;
  /** Heartbeat with progress; false when the job is no longer running (declared dead). */
  progress(id: number, progress: JobProgress, leaseMs: number, now: number): Promise<boolean>;
  /** The outcome, once; null when the job was no longer running. */
  finish(id: number, outcome: JobOutcome, now: number): Promise<SyncJob | null>;
  overview(now: number, limit: number): Promise<SyncOverview>;
  /** Every league a member has proven, with members whose session is valid at `now`. */
  leagues(year: number, now: number, leagueId?: string): Promise<JobLeague[]>;
  /** A kind's rows of a league season (or a season's reference rows) as key → content hash; null for a kind it does not know. */
  digest(kind: string, year: number, leagueId: string | null): Promise<Record<string, string> | null>;
}

const iso = (ms: number) => new Date(ms).toISOString();
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** The store over the service client (a function: created on first use, so importing needs no environment). */
export function supabaseJobStore(service: SupabaseClient | (() => SupabaseClient)): JobStore {
  const client = typeof service === "function" ? service : () => service;
  const call = async <T>(fn: string, args: Record<string, unknown>, what: string): Promise<T> => {
    const { data, error } = await client().rpc(fn, args);
    if (error) throw databaseError(what, error);
    return data as T;
  };
  return {
    start: (s, leaseMs, now) =>
      call("sync_job_start", {
        p_operation: s.operation,
        p_scope: s.scope,
        p_params: s.params,
        p_started_by: s.startedBy,
        p_label: s.label,
        p_status: s.status,
        p_lease_sec: seconds(leaseMs),
        p_now: iso(now),
      }, "Starting the sync job failed"),
    claim: (id, leaseMs, now) =>
      call("sync_job_claim", { p_id: id, p_lease_sec: seconds(leaseMs), p_now: iso(now) }, "Claiming the sync job failed"),
    progress: (id, p, leaseMs, now) =>
      call("sync_job_progress", {
        p_id: id,
        p_done: p.done,
        p_total: p.total,
        p_stats: p.stats,
        p_items: p.items,
        p_lease_sec: seconds(leaseMs),
        p_now: iso(now),
      }, "Recording the sync job's progress failed"),
    finish: (id, o, now) =>
      call("sync_job_finish", {
        p_id: id,
        p_status: o.status,
        p_stats: o.stats,
        p_items: o.items,
        p_error: o.error,
        p_mfl_week: o.mflWeek,
        p_now: iso(now),
      }, "Recording the sync job's outcome failed"),
    overview: (now, limit) => call("sync_overview", { p_now: iso(now), p_limit: limit }, "Reading the sync jobs failed"),
    leagues: (year, now, leagueId) =>
      call("sync_job_leagues", { p_year: year, p_now: iso(now), p_league_id: leagueId ?? null }, "Reading the leagues to sync failed"),
    digest: (kind, year, leagueId) =>
      call("sync_rows_digest", { p_kind: kind, p_year: year, p_league_id: leagueId }, "Reading the synced rows failed"),
  };
}
