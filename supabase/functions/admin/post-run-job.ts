import { syncAnswer, type SyncOperation } from "../_shared/contracts/admin-sync.ts";
import { AppError } from "../_shared/errors.ts";
import { json } from "../_shared/responses.ts";
import type { RouteContext } from "../_shared/router.ts";
import { isUnavailable, runStartedJob, type SyncDeps } from "./jobs/sync-deps.ts";
import type { JobRequest } from "./jobs/job-runner.ts";
import type { z } from "npm:zod@4.6.7";
import type { runJobRequestSchema } from "../_shared/contracts/admin-run-job.ts";

/**
 * POST /admin/run-job {jobId} (service role only, contract admin-run-job): a job the schedules
 * queued is claimed and run here. Answers 202 at once: the caller is pg_net, which needs no
 * outcome; the job records it.
 */
export function postRunJob(deps: SyncDeps) {
  return async ({ input, now }: RouteContext<z.output<typeof runJobRequestSchema>>) => {
    const job = await deps.tools.jobs.claim(input.jobId, deps.leaseMs, now);
    if (!job) throw new AppError("conflict", `Job ${input.jobId} is not waiting to run`);
    const work = deps.work[job.operation as SyncOperation];
    if (!work || isUnavailable(work)) {
      await deps.tools.jobs.finish(job.id, {
        status: "failed",
        error: work ? work.unavailable : `Unknown sync operation ${job.operation}`,
        done: 0,
        total: 0,
        stats: { added: 0, changed: 0, removed: 0, upstreamCalls: 0, rows: 0 },
        items: [],
        mflWeek: null,
      }, now);
      throw new AppError("not_implemented", work ? work.unavailable : `Unknown sync operation ${job.operation}`);
    }
    const params = job.params as { season?: number; week?: number | "auto"; syncMode?: "incremental" | "full"; leagueId?: string };
    const request: JobRequest = {
      year: params.season ?? Number(job.scope.split(":")[0]),
      week: typeof params.week === "number" ? params.week : null,
      syncMode: params.syncMode ?? "incremental",
      ...(params.leagueId ? { leagueId: params.leagueId } : {}),
    };
    const finished = await runStartedJob(deps, job, request, work, 0);
    return json({ ...syncAnswer(finished ?? job), success: true, message: `Job ${job.id} (${job.operation}) is running` }, 202);
  };
}
