import type { SyncJob, SyncOperation } from "../../_shared/contracts/admin-sync.ts";
import { type JobRequest, runJob, type RunnerDeps } from "./job-runner.ts";
import type { SyncTools, SyncWork } from "./sync-work.ts";

/** An operation whose work is not built yet: starting it is a clear 501, never a fake success. */
export interface Unavailable {
  unavailable: string;
}

/** What the admin function's sync routes need. */
export interface SyncDeps {
  tools: SyncTools;
  /** Every operation's work, or why it cannot run yet (the route table of handler.ts). */
  work: Record<SyncOperation, SyncWork | Unavailable>;
  /** A job without a heartbeat for this long is dead (default 60 s). */
  leaseMs: number;
  /** How often a running job renews its lease (default 15 s). */
  heartbeatMs: number;
  /** How long a sync call waits for its job before answering 202 with the running job (default 25 s). */
  answerWaitMs: number;
  /** Keeps the isolate alive for a job that outlives its request (EdgeRuntime.waitUntil hosted). */
  background(work: Promise<unknown>): void;
}

export function isUnavailable(work: SyncWork | Unavailable): work is Unavailable {
  return typeof work === "object" && "unavailable" in work;
}

export function runnerDeps(deps: SyncDeps): RunnerDeps {
  return {
    store: deps.tools.jobs,
    now: deps.tools.now,
    leaseMs: deps.leaseMs,
    heartbeatMs: deps.heartbeatMs,
    staggerMs: async () => (await deps.tools.settings()).per_league_stagger_ms,
  };
}

/** Runs a started job in the background; answers it when it ends within `waitMs`, else null (still running). */
export async function runStartedJob(deps: SyncDeps, job: SyncJob, request: JobRequest, work: SyncWork, waitMs: number): Promise<SyncJob | null> {
  const run = runJob(runnerDeps(deps), job, request, work(deps.tools)).catch((error) => {
    console.error(`Sync job ${job.id} could not record its outcome:`, error);
    return null;
  });
  deps.background(run);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => timer = setTimeout(() => resolve(null), waitMs));
  try {
    return await Promise.race([run, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
