import assert from "node:assert/strict";
import { MemoryJobStore } from "../../_testing/memory-job-store.ts";
import { type JobWork, runJob, type RunnerDeps } from "./job-runner.ts";

const REQUEST = { year: 2026, week: null, syncMode: "incremental" as const };

async function started(store: MemoryJobStore, operation: "rosters" | "players-data" = "rosters") {
  return (await store.start({ operation, scope: "2026", params: {}, startedBy: null, label: "system", status: "running" }, 60_000, Date.now())).job;
}

function deps(store: MemoryJobStore, extra: Partial<RunnerDeps> = {}): RunnerDeps {
  return { store, now: Date.now, leaseMs: 60_000, heartbeatMs: 10_000, ...extra };
}

const leagues = (results: Record<string, string | null | "skip">): JobWork => async (ctx) => {
  await ctx.plan(Object.keys(results).length);
  for (const [id, error] of Object.entries(results)) {
    if (error === "skip") await ctx.skip(id, `League ${id}`, "No verified member of this league has a valid MFL session");
    else {
      await ctx.item(id, `League ${id}`, () => {
        ctx.tally.add({ added: 2, upstreamCalls: 1, rows: 2 });
        if (error) throw new Error(error);
        return Promise.resolve({});
      });
    }
  }
  return { mflWeek: 12 };
};

Deno.test("runJob: every league synced → succeeded, with the counts, per league and in total", async () => {
  const store = new MemoryJobStore();
  const job = await runJob(deps(store), await started(store), REQUEST, leagues({ "1": null, "2": null }));
  assert.equal(job.status, "succeeded");
  assert.equal(job.error, null);
  assert.equal(job.mfl_week, 12);
  assert.deepEqual(job.stats, { added: 4, changed: 0, removed: 0, upstreamCalls: 2, rows: 4, leagues: { total: 2, synced: 2, failed: 0, skipped: 0 } });
  assert.deepEqual(job.items.map((i) => [i.id, i.status, i.added]), [["1", "synced", 2], ["2", "synced", 2]]);
  assert.equal(job.progress_done, 2);
});

Deno.test("runJob: a league failing midway → partly failed naming it; the others synced; skipped leagues listed", async () => {
  const store = new MemoryJobStore();
  const job = await runJob(deps(store), await started(store), REQUEST, leagues({ "1": null, "2": "MFL is down", "3": "skip", "4": null }));
  assert.equal(job.status, "partly_failed");
  assert.equal(job.error, "2 of 4 leagues not synced: League 2 (2): MFL is down; League 3 (3): No verified member of this league has a valid MFL session");
  assert.deepEqual(job.items.map((i) => i.status), ["synced", "failed", "skipped", "synced"]);
  assert.deepEqual(job.stats.leagues, { total: 4, synced: 2, failed: 1, skipped: 1 });
});

Deno.test("runJob: nothing synced → failed; a season sync's error is its own", async () => {
  const store = new MemoryJobStore();
  const none = await runJob(deps(store), await started(store), REQUEST, leagues({ "1": "skip" }));
  assert.equal(none.status, "failed");
  assert.match(none.error!, /^No league could be synced: League 1/);
  const season = await runJob(deps(store), await started(store, "players-data"), REQUEST, async (ctx) => {
    await ctx.item("2026", "Players 2026", () => Promise.reject(new Error("MyFantasyLeague is not answering")));
    return {};
  });
  assert.equal(season.status, "failed");
  assert.equal(season.error, "MyFantasyLeague is not answering");
});

Deno.test("runJob: the work throwing ends the job failed with the reason, never a job left running", async () => {
  const store = new MemoryJobStore();
  const job = await runJob(deps(store), await started(store), REQUEST, () => Promise.reject(new Error("Reading the leagues to sync failed: try again shortly")));
  assert.equal(job.status, "failed");
  assert.equal(job.error, "Reading the leagues to sync failed: try again shortly");
  assert.equal(store.jobs[0].status, "failed");
});

Deno.test("runJob: a job declared dead while it ran stops at the next league and records nothing more", async () => {
  const store = new MemoryJobStore();
  const job = await started(store);
  let ran = 0;
  const result = await runJob(deps(store), job, REQUEST, async (ctx) => {
    await ctx.plan(3);
    for (const id of ["1", "2", "3"]) {
      await ctx.item(id, null, () => {
        ran++;
        // Another isolate found its lease run out and marked it failed.
        store.jobs[0].status = "failed";
        return Promise.resolve({});
      });
    }
    return {};
  });
  assert.equal(ran, 1);
  assert.equal(result.status, "failed");
  assert.equal(store.jobs[0].items.length, 0, "the dead job's row was not written after it was declared dead");
});

Deno.test("runJob: progress is the heartbeat, with each league and on a timer, so a slow league keeps its lease", async () => {
  const store = new MemoryJobStore();
  const job = await started(store);
  await runJob(deps(store, { heartbeatMs: 20 }), job, REQUEST, async (ctx) => {
    await ctx.plan(1);
    await ctx.item("1", null, () => new Promise((resolve) => setTimeout(() => resolve({}), 120)));
    return {};
  });
  assert.ok(store.beats >= 4, `${store.beats} beats: the plan, the timer while the league ran, the league`);
});

Deno.test("per_league_stagger_ms: a sync job pauses this long between leagues", async () => {
  const elapsed = async (staggerMs: number) => {
    const store = new MemoryJobStore();
    const t0 = performance.now();
    await runJob(deps(store, { staggerMs: () => Promise.resolve(staggerMs) }), await started(store), REQUEST, leagues({ "1": null, "2": null, "3": null }));
    return performance.now() - t0;
  };
  assert.ok(await elapsed(0) < 100);
  assert.ok(await elapsed(150) >= 300, "two pauses between three leagues");
});
