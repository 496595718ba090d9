// Tests only: public.sync_jobs in memory, with the same rules as its SQL functions (one active job
// per operation, whatever its scope, leases, claims, progress only while running, one outcome).
import type { SyncJob } from "../_shared/contracts/admin-sync.ts";
import type { JobLeague, JobStore, SyncOverview } from "../admin/jobs/job-store.ts";

export class MemoryJobStore implements JobStore {
  jobs: SyncJob[] = [];
  leagueList: JobLeague[] = [];
  beats = 0;
  #next = 1;

  #expire(now: number) {
    for (const j of this.jobs) {
      if ((j.status === "queued" || j.status === "running") && Date.parse(j.lease_until) < now) {
        Object.assign(j, { status: "failed", finished_at: iso(now), error: "The job stopped before it finished" });
      }
    }
  }

  start(s: Parameters<JobStore["start"]>[0], leaseMs: number, now: number) {
    this.#expire(now);
    const active = this.jobs.find((j) => j.operation === s.operation && (j.status === "queued" || j.status === "running"));
    if (active) return Promise.resolve({ started: false, job: { ...active } });
    const job: SyncJob = {
      id: this.#next++,
      operation: s.operation,
      scope: s.scope,
      params: s.params,
      started_by: s.startedBy,
      started_by_label: s.label,
      status: s.status,
      created_at: iso(now),
      started_at: s.status === "running" ? iso(now) : null,
      finished_at: null,
      heartbeat_at: s.status === "running" ? iso(now) : null,
      lease_until: iso(now + leaseMs),
      progress_done: 0,
      progress_total: null,
      stats: {},
      items: [],
      error: null,
      mfl_week: null,
    };
    this.jobs.push(job);
    return Promise.resolve({ started: true, job: { ...job } });
  }

  claim(id: number, leaseMs: number, now: number) {
    const j = this.jobs.find((x) => x.id === id && x.status === "queued" && Date.parse(x.lease_until) >= now);
    if (!j) return Promise.resolve(null);
    Object.assign(j, { status: "running", started_at: iso(now), heartbeat_at: iso(now), lease_until: iso(now + leaseMs) });
    return Promise.resolve({ ...j });
  }

  progress(id: number, p: Parameters<JobStore["progress"]>[1], leaseMs: number, now: number) {
    this.beats++;
    const j = this.jobs.find((x) => x.id === id && x.status === "running");
    if (!j) return Promise.resolve(false);
    // A copy, as a database would hold: the runner's own arrays go on changing.
    const { stats, items } = structuredClone(p);
    Object.assign(j, { progress_done: p.done, progress_total: p.total, stats, items, heartbeat_at: iso(now), lease_until: iso(now + leaseMs) });
    return Promise.resolve(true);
  }

  finish(id: number, o: Parameters<JobStore["finish"]>[1], now: number) {
    const j = this.jobs.find((x) => x.id === id && x.status === "running");
    if (!j) return Promise.resolve(null);
    Object.assign(j, {
      status: o.status,
      finished_at: iso(now),
      progress_done: j.progress_total ?? j.progress_done,
      stats: structuredClone(o.stats),
      items: structuredClone(o.items),
      error: o.error,
      mfl_week: o.mflWeek,
    });
    return Promise.resolve({ ...j });
  }

  overview(now: number, limit: number): Promise<SyncOverview> {
    this.#expire(now);
    const done = this.jobs.filter((j) => j.status === "succeeded" || j.status === "partly_failed");
    const last = new Map<string, SyncJob>();
    for (const j of done) if (!last.has(j.operation) || last.get(j.operation)!.finished_at! < j.finished_at!) last.set(j.operation, j);
    return Promise.resolve({
      metadata: [...last.values()].map((j) => ({ sync_type: j.operation, sync_completed_at: j.finished_at!, mfl_week: j.mfl_week, status: j.status })),
      running: this.jobs.filter((j) => j.status === "queued" || j.status === "running"),
      recent: [...this.jobs].reverse().slice(0, limit),
    });
  }

  leagues(_year: number, _now: number, leagueId?: string) {
    return Promise.resolve(this.leagueList.filter((l) => !leagueId || l.league_id === leagueId));
  }

  digest() {
    return Promise.resolve(null);
  }
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}
