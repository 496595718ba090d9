import { alreadyRunning, syncAnswer, syncOperations, type SyncOperation, type SyncRequest } from "../_shared/contracts/admin-sync.ts";
import { AppError } from "../_shared/errors.ts";
import { seasonOr } from "../_shared/league-input.ts";
import { json } from "../_shared/responses.ts";
import type { RouteContext } from "../_shared/router.ts";
import type { Caller } from "../_shared/auth.ts";
import type { JobRequest } from "./jobs/job-runner.ts";
import { isUnavailable, runStartedJob, type SyncDeps } from "./jobs/sync-deps.ts";

/**
 * POST /admin/sync-{operation} (and /fantasypoints/trigger-github-workflow): starts the operation
 * as a job, unless a job of the operation runs, whatever its scope (409 with it), and answers its outcome
 * (success, message, stats, details, error, job) when it ends within the answer wait; a longer job
 * answers 202 with the running job, which the sync page follows through GET /admin/sync-metadata.
 */
export function postSync(operation: SyncOperation, deps: SyncDeps) {
  const info = syncOperations[operation];
  return async ({ caller, input, now }: RouteContext<SyncRequest, Caller>) => {
    const work = deps.work[operation];
    if (isUnavailable(work)) throw new AppError("not_implemented", work.unavailable, { success: false });
    if (input.leagueId && info.scope !== "leagues") {
      throw new AppError("bad_request", `Invalid request: leagueId applies to league syncs only, not ${info.label}`, { success: false });
    }
    const request: JobRequest = {
      year: seasonOr(input.season, now),
      week: info.takesWeek && typeof input.week === "number" ? input.week : null,
      syncMode: input.syncMode ?? "incremental",
      ...(input.leagueId ? { leagueId: input.leagueId } : {}),
    };
    const { started, job } = await deps.tools.jobs.start({
      operation,
      scope: request.leagueId ? `${request.year}:${request.leagueId}` : String(request.year),
      params: { season: request.year, week: request.week ?? "auto", syncMode: request.syncMode, ...(request.leagueId ? { leagueId: request.leagueId } : {}) },
      startedBy: caller.userId,
      label: caller.userId ? caller.email ?? "admin" : "system",
      status: "running",
    }, deps.leaseMs, now);
    if (!started) throw new AppError("conflict", alreadyRunning(job), { success: false, job });
    const finished = await runStartedJob(deps, job, request, work, deps.answerWaitMs);
    if (!finished) {
      return json({ ...syncAnswer(job), success: true, message: `${info.label} sync started (job ${job.id}): still running` }, 202);
    }
    return json(syncAnswer(finished));
  };
}
