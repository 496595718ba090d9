import { type SyncItem, type SyncJob, syncOperations, type SyncOperation, type SyncStats } from "../../_shared/contracts/admin-sync.ts";
import { describeFailure } from "../../_shared/mfl/app-errors.ts";
import type { JobOutcome, JobStore } from "./job-store.ts";
import { type Counts, Tally } from "./tally.ts";

/** What a sync job was asked to do (the request, resolved: the season is always known). */
export interface JobRequest {
  year: number;
  /** A week asked for; null = the current NFL week. */
  week: number | null;
  syncMode: "incremental" | "full";
  /** One league only; default every league. */
  leagueId?: string;
}

/** What a job's work has at hand. Items (leagues, or the one item of a season sync) run one after another. */
export interface JobContext {
  job: SyncJob;
  request: JobRequest;
  tally: Tally;
  now(): number;
  /** How many items the job has (progress total). */
  plan(total: number): Promise<void>;
  /** Runs one item; what it throws marks it failed (the job goes on). Records it and beats the heartbeat. */
  item(id: string, name: string | null, run: () => Promise<ItemResult>): Promise<void>;
  /** An item that cannot run (a league without a member whose MFL session is valid). */
  skip(id: string, name: string | null, reason: string): Promise<void>;
}

export interface ItemResult {
  /** Why the item's data could not be brought up to date (the previous data is kept). */
  error?: string;
}

/** The work of one operation: its items; answers the NFL week it was for, when it knows it. */
export type JobWork = (ctx: JobContext) => Promise<{ mflWeek?: number | null }>;

export interface RunnerDeps {
  store: JobStore;
  now(): number;
  /** How long a job stays alive without a heartbeat (an isolate killed mid-job is declared dead after it). */
  leaseMs: number;
  /** How often a working job renews its lease (well under leaseMs). */
  heartbeatMs: number;
  /** Pause between items (per_league_stagger_ms), so a job over many leagues does not burst MFL. */
  staggerMs?: () => Promise<number>;
}

/** The job was declared dead (its lease ran out) while this runner still worked: stop. */
class JobLost extends Error {}

/**
 * Runs a started job to its end and records the outcome: every item's result, the counts, the
 * progress (with each item and on a timer, which is the lease's heartbeat) and the status
 * (succeeded, partly failed, failed). Never throws for the work's failures: they are the outcome.
 */
export async function runJob(deps: RunnerDeps, job: SyncJob, request: JobRequest, work: JobWork): Promise<SyncJob> {
  const tally = new Tally();
  const items: SyncItem[] = [];
  let total: number | null = null;
  let lost = false;
  const leagues = syncOperations[job.operation as SyncOperation]?.scope === "leagues";
  const progress = () => ({ done: items.length, total, stats: statsOf(tally.total, items, leagues), items });
  const beat = async () => {
    if (!(await deps.store.progress(job.id, progress(), deps.leaseMs, deps.now()))) lost = true;
  };
  const timer = setInterval(() => void beat().catch((e) => console.warn(`Sync job ${job.id}: heartbeat failed:`, describeFailure(e))), deps.heartbeatMs);
  const record = async (item: SyncItem) => {
    items.push(item);
    await beat();
    if (lost) throw new JobLost();
  };
  const ctx: JobContext = {
    job,
    request,
    tally,
    now: deps.now,
    async plan(n) {
      total = n;
      await beat();
    },
    async item(id, name, run) {
      if (lost) throw new JobLost();
      if (items.length > 0 && deps.staggerMs) await pause(await deps.staggerMs());
      tally.startItem();
      let result: ItemResult;
      try {
        result = await run();
      } catch (error) {
        if (error instanceof JobLost) throw error;
        result = { error: describeFailure(error) };
      }
      await record({ id, name, status: result.error ? "failed" : "synced", ...(result.error ? { error: result.error } : {}), ...tally.current });
    },
    async skip(id, name, reason) {
      tally.startItem();
      await record({ id, name, status: "skipped", error: reason, ...tally.current });
    },
  };
  let outcome: JobOutcome;
  try {
    const { mflWeek = null } = await work(ctx);
    outcome = { ...progress(), ...verdict(job.operation as SyncOperation, items), mflWeek };
  } catch (error) {
    if (error instanceof JobLost) {
      console.warn(`Sync job ${job.id} was declared dead while it ran; its outcome is not recorded`);
      return { ...job, status: "failed", error: "The job stopped before it finished" };
    }
    console.error(`Sync job ${job.id} (${job.operation}) failed:`, describeFailure(error));
    outcome = { ...progress(), status: "failed", error: describeFailure(error), mflWeek: null };
  } finally {
    clearInterval(timer);
  }
  const finished = await deps.store.finish(job.id, outcome, deps.now());
  return finished ?? { ...job, status: "failed", error: "The job stopped before it finished" };
}

function pause(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}

/** The job's counts, and how its leagues went (league syncs). */
export function statsOf(counts: Counts, items: SyncItem[], leagues: boolean): SyncStats {
  const count = (status: SyncItem["status"]) => items.filter((i) => i.status === status).length;
  if (!leagues) return { ...counts };
  return {
    ...counts,
    leagues: { total: items.length, synced: count("synced"), failed: count("failed"), skipped: count("skipped") },
  };
}

/** Succeeded when every item synced, failed when none did, partly failed in between. */
function verdict(operation: SyncOperation, items: SyncItem[]): Pick<JobOutcome, "status" | "error"> {
  const missed = items.filter((i) => i.status !== "synced");
  if (missed.length === 0) return { status: "succeeded", error: null };
  const leagues = syncOperations[operation]?.scope === "leagues";
  const list = missed.map((i) => (leagues ? `${i.name ?? i.id} (${i.id}): ${i.error}` : i.error)).join("; ");
  if (missed.length === items.length) {
    return { status: "failed", error: leagues ? `No league could be synced: ${list}` : list ?? "The sync failed" };
  }
  return { status: "partly_failed", error: `${missed.length} of ${items.length} leagues not synced: ${list}` };
}
