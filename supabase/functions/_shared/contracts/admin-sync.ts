import { z } from "npm:zod@4.6.7";
import type { SettingKey } from "./admin-settings.ts";
import { leagueIdSchema, yearSchema } from "./league-input.ts";
import { type Endpoint, endpoint } from "./endpoint.ts";

// POST /admin/sync-{operation}, POST /fantasypoints/trigger-github-workflow and GET
// /admin/sync-metadata (spec 02 §3 Sync metadata, §5, §7 Sync calls, §8, §9): every sync runs as a
// job recorded in public.sync_jobs; the answers carry the job.

/** Spec 02 §8: the sync failure dialog's generic text. */
export const SYNC_FAILED = "Failed to complete sync operation";
/** Spec 02 §5: asked before a full transaction sync. */
export const FULL_SYNC_CONFIRM = "Full sync will clear and reload ALL transaction data. This may take several minutes. Continue?";
/** Spec 02 §9: the sync table shows this many jobs, no pagination. */
export const SYNC_TABLE_LIMIT = 50;

/** The operations of spec 02 §7, plus the daily projections job (POST /fantasypoints/trigger-github-workflow). */
export const SYNC_OPERATIONS = [
  "players-data",
  "league-settings",
  "franchises",
  "schedules",
  "nfl-schedules",
  "injuries",
  "league-standings",
  "bye-weeks",
  "player-scores",
  "rosters",
  "transactions",
  "tank01-players",
  "projections",
] as const;
export type SyncOperation = (typeof SYNC_OPERATIONS)[number];

export interface SyncOperationInfo {
  label: string;
  description: string;
  /** Where the operation is started (its endpoint: syncEndpoints). */
  apiPath: `/api/${string}`;
  /** League syncs run once per league with a member's MFL session; the others once for the season. */
  scope: "leagues" | "season";
  /** The system settings that shape what it does (TTLs decide when MFL is asked again). */
  settings: SettingKey[];
  /** When it runs by itself (pg_cron), if it does. */
  schedule?: string;
  /** Takes syncMode incremental | full (spec 02 §7: transactions). */
  modes?: boolean;
  /** Takes a week (else the current NFL week). */
  takesWeek?: boolean;
}

/**
 * How every operation that asks MFL is paced (spec 02 §9: "rate limit"): the starting admin's
 * hard_cap_rpm_per_user (a job waits its turn under it: admin/jobs/tally.ts) and the backoff.
 */
const MFL_PACE: SettingKey[] = ["hard_cap_rpm_per_user", "backoff_initial_sec", "backoff_max_sec"];

/** What the sync page shows for each operation; the admin function's route table starts them. */
export const syncOperations: Record<SyncOperation, SyncOperationInfo> = {
  "players-data": {
    label: "Players",
    description: "MFL's player database: names, positions and NFL teams, shared by every league.",
    apiPath: "/api/admin/sync-players-data",
    scope: "season",
    settings: ["players_daily_refresh_local_time", ...MFL_PACE],
    schedule: "Daily at players_daily_refresh_local_time (06:00)",
  },
  "league-settings": {
    label: "League Settings",
    description: "Each league's starting requirements and roster sizes.",
    apiPath: "/api/admin/sync-league-settings",
    scope: "leagues",
    settings: ["league_settings_refresh_local_time", "schedule_client_ttl_sec", "per_league_stagger_ms", ...MFL_PACE],
    schedule: "Daily at league_settings_refresh_local_time (06:30)",
  },
  franchises: {
    label: "Franchises",
    description: "Each league's franchise names and divisions.",
    apiPath: "/api/admin/sync-franchises",
    scope: "leagues",
    settings: ["schedule_client_ttl_sec", "per_league_stagger_ms", ...MFL_PACE],
  },
  schedules: {
    label: "League Schedules",
    description: "Each league's head-to-head schedule with scores and results.",
    apiPath: "/api/admin/sync-schedules",
    scope: "leagues",
    settings: ["schedule_client_ttl_sec", "per_league_stagger_ms", ...MFL_PACE],
  },
  "nfl-schedules": {
    label: "NFL Schedule",
    description: "The season's NFL games with kickoffs, spreads and defence ranks.",
    apiPath: "/api/admin/sync-nfl-schedules",
    scope: "season",
    settings: ["schedule_client_ttl_sec", ...MFL_PACE],
  },
  injuries: {
    label: "Injuries",
    description: "MFL's current injury report.",
    apiPath: "/api/admin/sync-injuries",
    scope: "season",
    settings: ["schedule_client_ttl_sec", ...MFL_PACE],
  },
  "league-standings": {
    label: "Standings",
    description: "Each league's standings.",
    apiPath: "/api/admin/sync-league-standings",
    scope: "leagues",
    settings: ["standings_client_ttl_sec", "per_league_stagger_ms", ...MFL_PACE],
  },
  "bye-weeks": {
    label: "Bye Weeks",
    description: "The NFL bye week of every team.",
    apiPath: "/api/admin/sync-bye-weeks",
    scope: "season",
    settings: ["schedule_client_ttl_sec", ...MFL_PACE],
  },
  "player-scores": {
    label: "Player Scores",
    description: "Weekly player points in each league's own scoring; a week that has ended is stored once.",
    apiPath: "/api/admin/sync-player-scores",
    scope: "leagues",
    settings: ["standings_client_ttl_sec", "poll_interval_active_sec", "poll_interval_idle_sec", "per_league_stagger_ms", ...MFL_PACE],
  },
  rosters: {
    label: "Rosters",
    description: "Each league's rosters.",
    apiPath: "/api/admin/sync-rosters",
    scope: "leagues",
    settings: ["roster_client_ttl_sec", "per_league_stagger_ms", ...MFL_PACE],
  },
  transactions: {
    label: "Transactions",
    description: "Each league's transactions of the season. Full asks MFL again and replaces every transaction of each league.",
    apiPath: "/api/admin/sync-transactions",
    scope: "leagues",
    settings: ["roster_client_ttl_sec", "per_league_stagger_ms", ...MFL_PACE],
    modes: true,
  },
  "tank01-players": {
    label: "Tank01 Players",
    description: "Tank01's player list, linked to MFL's players for the live feed.",
    apiPath: "/api/admin/sync-tank01-players",
    scope: "season",
    settings: [],
    schedule: "Daily at 05:00 UTC",
  },
  projections: {
    label: "Projections",
    description: "MFL's projected points for every league's current week, fetched once so viewers never wait for them.",
    apiPath: "/api/fantasypoints/trigger-github-workflow",
    scope: "leagues",
    settings: ["poll_interval_active_sec", "poll_interval_idle_sec", "per_league_stagger_ms", ...MFL_PACE],
    schedule: "Daily at 07:00 UTC",
    takesWeek: true,
  },
};

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

/** The body of every sync call: all optional (the season defaults to the current one, the week to 'auto'). */
export const syncRequestSchema = z.strictObject({
  season: yearSchema,
  /** A week, or 'auto' (the current NFL week). */
  week: z.preprocess(blankToUndefined, z.union([z.literal("auto"), z.coerce.number().int().min(1).max(22)]).optional()),
  syncMode: z.enum(["incremental", "full"]).optional(),
  /** One league only (league syncs); default every league. */
  leagueId: z.preprocess(blankToUndefined, leagueIdSchema.optional()),
});
export type SyncRequest = z.output<typeof syncRequestSchema>;

export const JOB_STATUSES = ["queued", "running", "succeeded", "failed", "partly_failed"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Row counts a job changed, and what it cost MFL. */
export const syncStatsSchema = z.object({
  added: z.number().int(),
  changed: z.number().int(),
  removed: z.number().int(),
  /** MFL exports fetched (cached answers cost nothing). */
  upstreamCalls: z.number().int(),
  /** Rows MFL gave (what the tables now hold for what was synced). */
  rows: z.number().int(),
  leagues: z.object({ total: z.number().int(), synced: z.number().int(), failed: z.number().int(), skipped: z.number().int() }).optional(),
});
export type SyncStats = z.output<typeof syncStatsSchema>;

/** One league (or the one item of a season sync) of a job. */
export const syncItemSchema = z.object({
  id: z.string(),
  name: z.string().nullable().optional(),
  status: z.enum(["synced", "failed", "skipped"]),
  error: z.string().optional(),
  added: z.number().int(),
  changed: z.number().int(),
  removed: z.number().int(),
  upstreamCalls: z.number().int(),
  rows: z.number().int(),
});
export type SyncItem = z.output<typeof syncItemSchema>;

/** A public.sync_jobs row as the admin reads it. */
export const syncJobSchema = z.object({
  id: z.number().int(),
  operation: z.string(),
  scope: z.string(),
  params: z.record(z.string(), z.unknown()),
  started_by: z.string().nullable(),
  started_by_label: z.string(),
  status: z.enum(JOB_STATUSES),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  heartbeat_at: z.string().nullable(),
  lease_until: z.string(),
  progress_done: z.number().int(),
  progress_total: z.number().int().nullable(),
  stats: syncStatsSchema.partial(),
  items: z.array(syncItemSchema),
  error: z.string().nullable(),
  mfl_week: z.number().int().nullable(),
});
export type SyncJob = z.output<typeof syncJobSchema>;

/** The answer of a sync call (spec 02 §7: success, message, stats, details, error) with its job. */
export const syncResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  stats: syncStatsSchema.partial(),
  details: z.array(syncItemSchema),
  error: z.string().optional(),
  job: syncJobSchema,
});
export type SyncResponse = z.output<typeof syncResponseSchema>;

/**
 * A job as the sync calls answer it (spec 02 §7: success, message, stats, details, error): the
 * function answers a finished job so, and the sync page builds the same from a job it watched end.
 */
export function syncAnswer(job: SyncJob): SyncResponse {
  const info = syncOperations[job.operation as SyncOperation];
  const stats = job.stats;
  const counts = `${stats.added ?? 0} added, ${stats.changed ?? 0} changed, ${stats.removed ?? 0} removed, ${stats.upstreamCalls ?? 0} MFL calls`;
  const leagues = info?.scope === "leagues" && stats.leagues ? `${stats.leagues.synced} of ${stats.leagues.total} leagues synced: ` : "";
  const label = info?.label ?? job.operation;
  const message = job.status === "succeeded"
    ? `${label} synced: ${leagues}${counts}`
    : job.status === "partly_failed"
    ? `${label} partly synced: ${leagues}${counts}`
    : job.status === "failed"
    ? `${label} sync failed`
    : `${label} sync is ${job.status}`;
  return {
    success: job.status === "succeeded",
    message,
    stats,
    details: job.items,
    ...(job.error ? { error: job.error } : {}),
    job,
  };
}

/** What a job covers, in words: 'every league, season 2026', 'league 61408, season 2026' or 'season 2026'. */
export function jobScope(job: Pick<SyncJob, "operation" | "scope">): string {
  const [season, leagueId] = job.scope.split(":");
  if (leagueId) return `league ${leagueId}, season ${season}`;
  return syncOperations[job.operation as SyncOperation]?.scope === "leagues" ? `every league, season ${season}` : `season ${season}`;
}

/**
 * One job per operation runs at a time, whatever its scope (sync_job_start, migration
 * 20261127120200): a second start is answered 409 with this and the running job.
 */
export function alreadyRunning(job: SyncJob): string {
  const label = syncOperations[job.operation as SyncOperation]?.label ?? job.operation;
  return `${label} sync is already running (job ${job.id} for ${jobScope(job)}, started by ${job.started_by_label}): one runs at a time, start it again when that one ends`;
}

/** Spec 02 §3 Sync metadata: the last completed run of each sync type. */
export const syncMetadataRowSchema = z.object({
  sync_type: z.string(),
  sync_completed_at: z.string(),
  mfl_week: z.number().int().nullable(),
  status: z.enum(JOB_STATUSES),
});

/** GET /admin/sync-metadata: last completed runs, running jobs with progress, the newest jobs, and which operations can run here. */
export const syncMetadataResponseSchema = z.object({
  success: z.literal(true),
  metadata: z.array(syncMetadataRowSchema),
  running: z.array(syncJobSchema),
  recent: z.array(syncJobSchema),
  operations: z.array(z.object({ operation: z.string(), available: z.boolean(), unavailableReason: z.string().optional() })),
});
export type SyncMetadataResponse = z.output<typeof syncMetadataResponseSchema>;

export const syncMetadataQuerySchema = z.object({
  limit: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(200).optional()),
});

/** Each operation's POST (its apiPath): the job's outcome when it ended within the server's wait, else the running job (202). */
export const syncEndpoints = Object.fromEntries(SYNC_OPERATIONS.map((operation) => [
  operation,
  endpoint({ method: "POST", path: syncOperations[operation].apiPath, request: syncRequestSchema, response: syncResponseSchema }),
])) as Record<SyncOperation, Endpoint<typeof syncRequestSchema, typeof syncResponseSchema>>;

export const syncMetadataEndpoint = endpoint({ method: "GET", path: "/api/admin/sync-metadata", request: syncMetadataQuerySchema, response: syncMetadataResponseSchema });
