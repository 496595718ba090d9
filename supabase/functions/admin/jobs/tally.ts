import type { SyncStats } from "../../_shared/contracts/admin-sync.ts";
import { AppError } from "../../_shared/errors.ts";
import type { UpstreamGet } from "../../_shared/league-data/datasets/dataset.ts";
import type { LeagueWriter } from "../../_shared/league-data/league-store.ts";
import type { ReferenceStore } from "../../_shared/league-data/reference-data.ts";
import type { JobStore } from "./job-store.ts";

// What a job did, counted where it happens: MFL exports fetched (a cached answer costs MFL nothing),
// rows added, changed and removed (each write's rows before and after, by content), rows held.

export type Counts = Pick<SyncStats, "added" | "changed" | "removed" | "upstreamCalls" | "rows">;

export const zeroCounts = (): Counts => ({ added: 0, changed: 0, removed: 0, upstreamCalls: 0, rows: 0 });

/** The job's totals and the current item's (leagues run one after another, so one current item). */
export class Tally {
  readonly total: Counts = zeroCounts();
  current: Counts = zeroCounts();

  startItem(): void {
    this.current = zeroCounts();
  }

  add(counts: Partial<Counts>): void {
    for (const key of Object.keys(counts) as (keyof Counts)[]) {
      this.total[key] += counts[key] ?? 0;
      this.current[key] += counts[key] ?? 0;
    }
  }
}

/** Rows added, changed and removed between two digests (row key → content hash). */
export function rowChanges(before: Record<string, string>, after: Record<string, string>): Pick<Counts, "added" | "changed" | "removed"> {
  let added = 0;
  let changed = 0;
  for (const [key, hash] of Object.entries(after)) {
    if (!(key in before)) added++;
    else if (before[key] !== hash) changed++;
  }
  const removed = Object.keys(before).filter((key) => !(key in after)).length;
  return { added, changed, removed };
}

/** The longest a job waits in all for one export's turn under the per-user cap. */
const MAX_CAP_WAIT_MS = 120_000;

/**
 * The upstream as a job uses it: counts the exports MFL was asked for (an answer produced after the
 * call began is a fresh one), and charges them to whoever started the job (`startedBy`, an admin),
 * whose hard_cap_rpm_per_user they count against as that admin's page views do; over it, the job
 * waits for its turn instead of failing: it has the time a page view has not. It never charges the
 * member whose session it borrows. A scheduled run has nobody to charge: the host's pace alone
 * holds it back.
 */
export function countingUpstream(
  inner: UpstreamGet,
  tally: Tally,
  now: () => number,
  startedBy: string | null,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): UpstreamGet {
  return {
    async get(query, options = {}) {
      const { userId: _member, ...rest } = options;
      const charged = query.scope === "user" ? options : startedBy ? { ...rest, userId: startedBy } : rest;
      let waited = 0;
      for (;;) {
        const began = now();
        try {
          const result = await inner.get(query, charged);
          if (!result.stale && Date.parse(result.fetchedAt) >= began) tally.add({ upstreamCalls: 1 });
          return result;
        } catch (error) {
          const retryInMs = capRetryMs(error);
          if (retryInMs === null || waited + retryInMs > MAX_CAP_WAIT_MS) throw error;
          waited += retryInMs;
          await wait(retryInMs);
        }
      }
    },
  };
}

/** How long until the caller's turn, when `error` is the per-user cap's (or queue share's) 429; else null. */
function capRetryMs(error: unknown): number | null {
  if (!(error instanceof AppError) || error.code !== "rate_limited") return null;
  const sec = Number(error.details?.retryAfterSec);
  return Number.isFinite(sec) && sec > 0 ? sec * 1000 : null;
}

/** Counts what one write changed: the rows of its kind before and, when it wrote, after. `own`: the job's kind, whose rows are counted. */
async function counted(
  store: Pick<JobStore, "digest">,
  tally: Tally,
  kind: string,
  year: number,
  leagueId: string | null,
  own: boolean,
  write: () => Promise<boolean>,
): Promise<boolean> {
  const before = await store.digest(kind, year, leagueId);
  const written = await write();
  const after = written && before ? await store.digest(kind, year, leagueId) : before;
  if (written && before && after) tally.add(rowChanges(before, after));
  if (own && after) tally.add({ rows: Object.keys(after).length });
  return written;
}

/** The league writer with every replace counted. */
export function countingWriter(inner: LeagueWriter, store: Pick<JobStore, "digest">, tally: Tally, ownKind: string): LeagueWriter {
  return {
    ...inner,
    replace: (dataset, leagueId, year, rows, syncedAt) =>
      counted(store, tally, dataset.kind, year, leagueId, dataset.kind === ownKind, () => inner.replace(dataset, leagueId, year, rows, syncedAt)),
  };
}

/** The reference store with every replace counted (rows held only for the job's own kind). */
export function countingReferenceStore(inner: ReferenceStore, store: Pick<JobStore, "digest">, tally: Tally, ownKind: string | null): ReferenceStore {
  return {
    ...inner,
    replace: (kind, year, rows, syncedAt) =>
      counted(store, tally, kind, year, null, kind === ownKind, () => inner.replace(kind, year, rows, syncedAt)),
  };
}
