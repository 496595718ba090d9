import { SYNC_OPERATIONS, SYNC_TABLE_LIMIT, type syncMetadataQuerySchema } from "../_shared/contracts/admin-sync.ts";
import { json } from "../_shared/responses.ts";
import type { RouteContext } from "../_shared/router.ts";
import type { z } from "npm:zod@4.6.7";
import { isUnavailable, type SyncDeps } from "./jobs/sync-deps.ts";

/**
 * GET /admin/sync-metadata (spec 02 §7, bearer): the last completed run of each sync type
 * (sync_type, sync_completed_at, mfl_week), the jobs running now with their progress, the newest
 * jobs (the sync table's 50) and which operations this deployment can run. Dead jobs (lease run
 * out) are marked failed first, so a job killed midway never reads as running.
 */
export function getSyncMetadata(deps: SyncDeps) {
  return async ({ input, now }: RouteContext<z.output<typeof syncMetadataQuerySchema>>) => {
    const overview = await deps.tools.jobs.overview(now, input.limit ?? SYNC_TABLE_LIMIT);
    const operations = SYNC_OPERATIONS.map((operation) => {
      const work = deps.work[operation];
      return isUnavailable(work) ? { operation, available: false, unavailableReason: work.unavailable } : { operation, available: true };
    });
    return json({ success: true, ...overview, operations });
  };
}
