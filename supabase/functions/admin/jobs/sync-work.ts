import type { SystemSettings } from "../../_shared/contracts/admin-settings.ts";
import { syncOperations, type SyncOperation } from "../../_shared/contracts/admin-sync.ts";
import { isMflSessionError } from "../../_shared/credentials/mfl-session.ts";
import { currentWeek } from "../../_shared/league-data/current-week.ts";
import type { UpstreamGet } from "../../_shared/league-data/datasets/dataset.ts";
import { leagueDatasets, leagueWeekDatasets, type SyncKind } from "../../_shared/league-data/datasets/registry.ts";
import { readWeekCopy } from "../../_shared/league-data/datasets/week-datasets.ts";
import type { LeagueWriter, SyncState } from "../../_shared/league-data/league-store.ts";
import { needsRefresh } from "../../_shared/league-data/league-view.ts";
import { ttlSeconds } from "../../_shared/mfl/ttl-policy.ts";
import { LeagueSync, type MembershipStore, type MflSessionSource } from "../../_shared/league-data/league-sync.ts";
import { type ReferenceKindName, referenceSync, type ReferenceStore, syncReferenceKind } from "../../_shared/league-data/reference-data.ts";
import { MflAuthError, MflLeagueAccessError } from "../../_shared/mfl/errors.ts";
import { describeFailure } from "../../_shared/mfl/app-errors.ts";
import type { JobContext, JobWork } from "./job-runner.ts";
import type { JobLeague, JobStore } from "./job-store.ts";
import { countingReferenceStore, countingUpstream, countingWriter } from "./tally.ts";

// The work of each kind of sync operation. League syncs go through the dataset registry and
// LeagueSync (the same code that refreshes a league view on demand), reference syncs through
// reference-data's syncReferenceKind: the admin syncs never have a copy of their own.

/** What sync work uses; one set per isolate, wrapped per job to count what the job does. */
export interface SyncTools {
  upstream(): UpstreamGet;
  writer(): LeagueWriter;
  referenceStore(): ReferenceStore;
  membership(): MembershipStore;
  /** A member's stored MFL session (getMflSession): never the admin's, never a new login. */
  session: MflSessionSource;
  /** MFL refused that session: it is marked expired, as for any refresh. */
  sessionRejected(userId: string): Promise<void>;
  settings(): Promise<SystemSettings>;
  jobs: JobStore;
  now(): number;
}

/** An operation's work, given the tools. */
export type SyncWork = (tools: SyncTools) => JobWork;

export const NO_VALID_SESSION = "No verified member of this league has a valid MFL session";
const STALE = "MFL did not answer: the last good data is kept";

/** A league dataset (registry kind) for every league, or the one asked for, with a member's session each. */
export function leagueDatasetWork(kind: SyncKind): SyncWork {
  return (tools) => async (ctx) => {
    const { year, leagueId, syncMode } = ctx.request;
    const upstream = countingUpstream(tools.upstream(), ctx.tally, tools.now, ctx.job.started_by);
    const sync = new LeagueSync({
      upstream,
      writer: countingWriter(tools.writer(), tools.jobs, ctx.tally, kind),
      reference: referenceSync({
        upstream,
        store: countingReferenceStore(tools.referenceStore(), tools.jobs, ctx.tally, null),
        settings: () => tools.settings(),
        now: tools.now,
      }),
      session: tools.session,
      sessionRejected: (userId) => tools.sessionRejected(userId),
      membership: tools.membership(),
    });
    const settings = await tools.settings();
    await forEachLeague(ctx, tools, leagueId, async (league) => {
      // Incremental: a league whose rows are younger than the export's TTL is up to date, as a view
      // would find it; full asks MFL again whatever the age.
      const ttlSec = ttlSeconds(leagueDatasets[kind].source(league.league_id, year), null, settings);
      if (syncMode === "incremental" && !needsRefresh(stateOf(league, kind), ttlSec, tools.now())) {
        ctx.tally.add({ rows: Object.keys(await tools.jobs.digest(kind, year, league.league_id) ?? {}).length });
        return {};
      }
      let failure: unknown;
      for (const member of league.members) {
        const outcome = await sync.refresh(kind, league.league_id, year, member, { priority: "background", forceRefresh: syncMode === "full" });
        if (outcome.error === undefined) return outcome.stale ? { error: STALE } : {};
        failure = outcome.error;
        // Another member's session may still work where this one's was refused.
        if (!refusedSession(outcome.error)) break;
      }
      return { error: describeFailure(failure) };
    });
    return { mflWeek: await mflWeek(upstream, year) };
  };
}

/** One kind of the reference data every league shares, for the season. */
export function referenceWork(name: ReferenceKindName): SyncWork {
  return (tools) => async (ctx) => {
    const { year, syncMode } = ctx.request;
    const upstream = countingUpstream(tools.upstream(), ctx.tally, tools.now, ctx.job.started_by);
    const store = countingReferenceStore(tools.referenceStore(), tools.jobs, ctx.tally, name);
    await ctx.plan(1);
    const label = syncOperations[ctx.job.operation as SyncOperation]?.label ?? name;
    await ctx.item(String(year), `${label} ${year}`, async () => {
      const result = await syncReferenceKind({ upstream, store }, name, year, { priority: "background", forceRefresh: syncMode === "full" });
      return result.stale ? { error: STALE } : {};
    });
    return { mflWeek: await mflWeek(upstream, year) };
  };
}

/**
 * The daily projections (spec 02 §7 trigger-github-workflow): MFL's projectedScores of every
 * league's week, fetched into the shared upstream cache that /mfl/projected-points reads, so no
 * viewer ever waits for them and MFL is asked once a day per league and week.
 */
export const projectionsWork: SyncWork = (tools) => async (ctx) => {
  const { year, leagueId, syncMode } = ctx.request;
  const upstream = countingUpstream(tools.upstream(), ctx.tally, tools.now, ctx.job.started_by);
  const week = ctx.request.week ?? await mflWeek(upstream, year);
  if (!week) throw new Error("The current NFL week is unknown: MFL's NFL schedule could not be read. Give a week to sync its projections.");
  await forEachLeague(ctx, tools, leagueId, async (league) => {
    let failure: unknown;
    for (const member of league.members) {
      try {
        const { cookie } = await tools.session(member);
        const result = await readWeekCopy(leagueWeekDatasets.projections, upstream, { leagueId: league.league_id, year, week }, {
          cookie,
          priority: "background",
          forceRefresh: syncMode === "full",
        });
        ctx.tally.add({ rows: Object.keys(result.data).length });
        return result.stale ? { error: STALE } : {};
      } catch (error) {
        failure = error;
        if (error instanceof MflAuthError) await tools.sessionRejected(member).catch(() => {});
        if (!refusedSession(error)) break;
      }
    }
    return { error: describeFailure(failure) };
  });
  return { mflWeek: week };
};

/** Every league to sync, one after another, skipping (and listing) those without a usable member session. */
async function forEachLeague(
  ctx: JobContext,
  tools: SyncTools,
  leagueId: string | undefined,
  run: (league: JobLeague) => Promise<{ error?: string }>,
): Promise<void> {
  const leagues = await tools.jobs.leagues(ctx.request.year, tools.now(), leagueId);
  if (leagueId && leagues.length === 0) throw new Error(`League ${leagueId} has no member whose membership MFL has proven`);
  await ctx.plan(leagues.length);
  for (const league of leagues) {
    if (league.members.length === 0) await ctx.skip(league.league_id, league.name, NO_VALID_SESSION);
    else await ctx.item(league.league_id, league.name, () => run(league));
  }
}

/** The league's sync state of a kind as needsRefresh reads it. */
function stateOf(league: JobLeague, kind: SyncKind): SyncState | null {
  const syncedAt = league.synced[kind];
  return syncedAt ? { kind, synced_at: syncedAt, attempted_at: syncedAt, stale: false, last_error: null } : null;
}

/** MFL (or our store) refused this member's session, which says nothing about another member's. */
function refusedSession(error: unknown): boolean {
  return error instanceof MflAuthError || error instanceof MflLeagueAccessError || isMflSessionError(error);
}

/** The NFL week in progress by the one rule (current-week.ts), or null when none is known or in progress. */
async function mflWeek(upstream: UpstreamGet, year: number): Promise<number | null> {
  const current = await currentWeek(upstream, year, { priority: "background" }).catch(() => null);
  return current && current.week >= 1 ? current.week : null;
}
