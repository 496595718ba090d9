import { getMflSession, markMflSessionExpired } from "../../_shared/credentials/mfl-session.ts";
import { optionalEnv } from "../../_shared/env.ts";
import type { UpstreamGet } from "../../_shared/league-data/datasets/dataset.ts";
import { supabaseMembership } from "../../_shared/league-data/league-membership.ts";
import { supabaseWriter } from "../../_shared/league-data/league-store.ts";
import { supabaseReferenceStore } from "../../_shared/league-data/reference-data.ts";
import { readSettings } from "../../_shared/settings.ts";
import { serviceClient } from "../../_shared/supabase.ts";
import { mflUpstream } from "../../_shared/mfl/default-upstream.ts";
import { supabaseJobStore } from "./job-store.ts";
import { keepAlive } from "../../_shared/background.ts";
import type { SyncDeps } from "./sync-deps.ts";
import type { SyncTools } from "./sync-work.ts";

export interface LiveSyncOptions {
  /** Default: the isolate's one MflUpstream (shared cache, leases, pace and backoff in Postgres). */
  upstream?: () => UpstreamGet;
  now?: () => number;
}

/** The sync tools as deployed: the service role, the isolate's upstream, members' stored sessions. */
export function liveSyncTools(options: LiveSyncOptions = {}): SyncTools {
  const now = options.now ?? Date.now;
  return {
    upstream: options.upstream ?? mflUpstream,
    writer: () => supabaseWriter(serviceClient()),
    referenceStore: () => supabaseReferenceStore(serviceClient()),
    membership: () => supabaseMembership(serviceClient(), now),
    session: (userId) => getMflSession(serviceClient(), userId, now()),
    sessionRejected: (userId) => markMflSessionExpired(serviceClient(), userId, now()),
    settings: () => readSettings(serviceClient()),
    jobs: supabaseJobStore(serviceClient),
    now,
  };
}

/**
 * Job timings from the environment (operator knobs, not product settings): SYNC_JOB_LEASE_MS
 * (default 60 s: a job silent this long is dead), SYNC_JOB_HEARTBEAT_MS (15 s),
 * SYNC_ANSWER_WAIT_MS (25 s before a sync call answers 202 with its running job).
 */
export function jobTimingsFromEnv(get: (name: string) => string | undefined = optionalEnv) {
  const ms = (name: string, fallback: number) => {
    const n = Number(get(name));
    return Number.isFinite(n) && n >= 0 && get(name) !== undefined ? n : fallback;
  };
  const leaseMs = ms("SYNC_JOB_LEASE_MS", 60_000);
  return {
    leaseMs,
    heartbeatMs: ms("SYNC_JOB_HEARTBEAT_MS", Math.min(15_000, Math.floor(leaseMs / 4))),
    answerWaitMs: ms("SYNC_ANSWER_WAIT_MS", 25_000),
  };
}

export function liveSyncDeps(work: SyncDeps["work"], options: LiveSyncOptions = {}): SyncDeps {
  return { tools: liveSyncTools(options), work, background: keepAlive, ...jobTimingsFromEnv() };
}
