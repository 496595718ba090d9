/**
 * A scheduled sync end to end on the running stack: the cron body (private.cron_start_sync) queues
 * a 'system' job and hands it to the admin function with net.http_post, using the url and service
 * credential the stack keeps in vault; the gateway's net worker delivers the call; the function
 * claims the job and runs it; the job reads succeeded with what it stored.
 */
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { client, SERVICE_ROLE_KEY, sleep } from "./helpers.ts";

const DATABASE_URL = process.env.DATABASE_URL;

function sql(statement: string): string {
  return execFileSync("psql", [DATABASE_URL!, "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-c", statement], { encoding: "utf8" }).trim();
}

describe.skipIf(!DATABASE_URL)("scheduled syncs", () => {
  it("a cron body's job is run by the admin function and recorded", async () => {
    const jobId = Number(sql("select private.cron_start_sync('bye-weeks', now())"));
    expect(jobId).toBeGreaterThan(0);
    const service = client(SERVICE_ROLE_KEY);
    let job: Record<string, unknown> | null = null;
    for (let i = 0; i < 100; i++) {
      const { data, error } = await service.from("sync_jobs").select("*").eq("id", jobId).single();
      if (error) throw error;
      job = data as Record<string, unknown>;
      if (!["queued", "running"].includes(String(data.status))) break;
      await sleep(200);
    }
    expect(job).toMatchObject({ operation: "bye-weeks", status: "succeeded", started_by: null, started_by_label: "system", error: null });
    expect((job!.stats as { rows: number }).rows).toBe(32);
    const { count } = await service.from("nfl_bye_weeks").select("*", { count: "exact", head: true });
    expect(count).toBeGreaterThanOrEqual(32);
    // pg_net's record of the call: the function accepted the job at once.
    expect(sql(`select status_code from net._http_response where content like '%"id":${jobId},%' order by created desc limit 1`)).toBe("202");
  }, 30_000);
});
