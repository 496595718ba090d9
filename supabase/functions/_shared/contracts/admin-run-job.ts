import { z } from "npm:zod@4.6.7";
import { syncResponseSchema } from "./admin-sync.ts";
import { endpoint } from "./endpoint.ts";

/**
 * POST /admin/run-job {jobId} (service role only): a job the schedules queued (private cron bodies
 * through net.http_post) is claimed and run; answers 202 at once with the job. Not called by the SPA.
 */
export const runJobRequestSchema = z.strictObject({ jobId: z.coerce.number().int().positive() });

export const runJobEndpoint = endpoint({ method: "POST", path: "/api/admin/run-job", request: runJobRequestSchema, response: syncResponseSchema });
