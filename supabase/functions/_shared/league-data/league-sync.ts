import { isMflSessionError } from "../credentials/mfl-session.ts";
import { isNotFound, MflAuthError, MflLeagueAccessError } from "../mfl/errors.ts";
import { league, myleagues } from "../mfl/queries.ts";
import { AppError } from "../errors.ts";
import { seasonNotFound, toAppError } from "../mfl/app-errors.ts";
import { SingleFlight } from "../upstream/single-flight.ts";
import type { SyncCall, SyncContext, UpstreamGet } from "./datasets/dataset.ts";
import { leagueDatasets, type SyncKind } from "./datasets/registry.ts";
import type { Priority } from "../upstream/transport.ts";
import type { LeagueWriter } from "./league-store.ts";
import type { ReferenceRefresher } from "./reference-data.ts";

/** `getMflSession(serviceClient, userId)` of _shared/credentials, bound to a client. */
export type MflSessionSource = (userId: string) => Promise<{ cookie: string; username?: string }>;

/**
 * The verification of a user's user_leagues row (service role; supabaseMembership in
 * league-membership.ts). Only a verified row grants league data (private.my_league_ids).
 */
export interface MembershipStore {
  /** The row exists and MFL has listed the league for the user, for this season. */
  isVerified(userId: string, leagueId: string, year: number): Promise<boolean>;
  /** MFL's myleagues lists the league for the user: verified, with MFL's franchise for them. */
  markVerified(userId: string, leagueId: string, franchiseId: string | null, proof: MembershipProof): Promise<void>;
  /** MFL refuses the league to the user: the row stays in their list, the access goes. */
  unverify(userId: string, leagueId: string): Promise<void>;
}

export interface LeagueSyncDeps {
  upstream: UpstreamGet;
  writer: LeagueWriter;
  /** Shared reference data; without it datasets that use names and bye weeks store only ids. */
  reference?: ReferenceRefresher;
  session: MflSessionSource;
  /** MFL refused the session of the user who started a refresh (markMflSessionExpired). */
  sessionRejected?: (userId: string) => Promise<void>;
  /** Without it no membership can be proven (every unverified row is denied). */
  membership?: MembershipStore;
}

/** Whose myleagues proved a membership (MFL username), for which season. */
export interface MembershipProof {
  account?: string | null;
  year: number;
}

/** The outcome of checking an unverified row with MFL. */
export interface MembershipCheck {
  verified: boolean;
  /** MFL's franchise for the user, when the check verified the row. */
  franchiseId?: string | null;
}

/** league_sync_state.last_error of a season or league MFL does not have (HTTP 404). */
export const NOT_FOUND_MARK = "not_found";

/** How a refresh runs: a viewer's (interactive, within the TTLs) unless a sync job says otherwise. */
export interface RefreshOptions {
  /** Default interactive; sync jobs run in the background, behind viewers. */
  priority?: Priority;
  /** Ask MFL again even within the exports' TTLs (a full sync). */
  forceRefresh?: boolean;
}

/** How a refresh went. It never throws: `error` carries why the tables could not be brought up to date. */
export interface RefreshOutcome {
  /** The data written came from the upstream's last good copy, not a fresh answer. */
  stale: boolean;
  error?: unknown;
}

/**
 * Brings a league's tables up to date with MFL. Concurrent refreshes of one league, season and kind
 * in this isolate share one run (N members opening the dashboard at once cost one MFL call per
 * export and one write); across isolates the upstream cache and the replace functions' guards
 * keep MFL calls and writes from multiplying.
 */
export class LeagueSync {
  readonly #deps: LeagueSyncDeps;
  readonly #flights = new SingleFlight();

  constructor(deps: LeagueSyncDeps) {
    this.#deps = deps;
  }

  async refresh(kind: SyncKind, leagueId: string, year: number, userId: string, options: RefreshOptions = {}): Promise<RefreshOutcome> {
    const key = `${kind}:${leagueId}:${year}${options.forceRefresh ? ":force" : ""}`;
    const outcome = await this.#refresh(key, kind, leagueId, year, userId, options);
    if (outcome.joined && outcome.error instanceof MflLeagueAccessError) {
      // MFL refused the league to whoever started the shared run, which says nothing about this
      // caller: one run of their own, with their own session.
      return await this.#refresh(`${key}:${userId}`, kind, leagueId, year, userId, options);
    }
    return { stale: outcome.stale, ...(outcome.error !== undefined ? { error: outcome.error } : {}) };
  }

  async #refresh(key: string, kind: SyncKind, leagueId: string, year: number, userId: string, options: RefreshOptions) {
    let cookie = "";
    if (!this.#flights.has(key)) {
      // The caller's own MFL session, looked up only when this caller starts the refresh, so one
      // member's missing connection never becomes another member's error.
      try {
        cookie = (await this.#deps.session(userId)).cookie;
      } catch (error) {
        return { stale: true, error, joined: false };
      }
    }
    // Checked right before running: another caller may have started the run during the lookup.
    const joined = this.#flights.has(key);
    const call: SyncCall = {
      cookie,
      userId,
      priority: options.priority ?? "interactive",
      ...(options.forceRefresh ? { forceRefresh: true } : {}),
    };
    const outcome = await this.#flights.run(key, () => this.#run(kind, leagueId, year, call));
    return { ...outcome, joined };
  }

  /**
   * Proves an unverified user_leagues row with the caller's own MFL session: when MFL's myleagues
   * (the user-scoped cache entry) lists the league, the row is marked verified with MFL's franchise.
   * Throws the reconnect error when the session is expired or MFL rejects it (so the user knows
   * what to do), the upstream's AppError when MFL cannot be asked; a user without a connection
   * cannot prove anything and gets `verified: false`.
   */
  async verifyMember(leagueId: string, year: number, userId: string): Promise<MembershipCheck> {
    const store = this.#deps.membership;
    if (!store) return { verified: false };
    if (await store.isVerified(userId, leagueId, year)) return { verified: true };
    let session: { cookie: string; username?: string };
    try {
      session = await this.#deps.session(userId);
    } catch (error) {
      if (isMflSessionError(error) && error.details?.mflStatus !== "expired") return { verified: false };
      throw error;
    }
    let mine;
    try {
      mine = await this.#deps.upstream.get(myleagues({ year }), { cookie: session.cookie, userId, account: session.username });
    } catch (error) {
      if (error instanceof MflAuthError) await this.#sessionRejected(userId);
      if (isNotFound(error)) throw new AppError("not_found", seasonNotFound(year, leagueId));
      throw toAppError(error);
    }
    const listed = mine.data.find((l) => l.leagueId === leagueId);
    if (!listed) return { verified: false };
    await store.markVerified(userId, leagueId, listed.franchiseId, { account: session.username, year });
    return { verified: true, franchiseId: listed.franchiseId };
  }

  async #sessionRejected(userId: string): Promise<void> {
    await this.#deps.sessionRejected?.(userId).catch((e) => console.warn("Marking the MFL session expired failed:", describe(e)));
  }

  /**
   * The league export first (it teaches the league's host, so the next call goes there directly
   * instead of costing MFL a redirect, and it carries franchises and divisions), then the kind's
   * own export; franchises and the kind's rows are stored through their replace_* rpcs.
   */
  async #run(kind: SyncKind, leagueId: string, year: number, sync: SyncCall): Promise<RefreshOutcome> {
    const { upstream, writer } = this.#deps;
    const dataset = leagueDatasets[kind];
    // A viewer's refresh: its reads (the league, then the kind's own) share one wait for a slow MFL.
    const call: SyncCall = sync.priority === "interactive" && upstream.patience ? { ...sync, patience: upstream.patience() } : sync;
    try {
      const ctx: SyncContext = {
        upstream,
        call,
        league: await upstream.get(league({ leagueId, year }), call),
        reference: this.#deps.reference ?? { ensure: () => Promise.resolve() },
        finalScoreWeeks: () => writer.finalScoreWeeks(leagueId, year),
      };
      const data = await dataset.fetch(ctx, leagueId, year);
      // MFL's last copy while MFL is still answering (slower than the viewer's patience): nothing new
      // to store and nothing failed. The refresh lands in the shared cache; the next run stores it.
      if (data.staleReason === "refreshing") return { stale: true };
      const names = await leagueDatasets.franchises.fetch(ctx, leagueId, year);
      await writer.replace(leagueDatasets.franchises, leagueId, year, names.rows, names.fetchedAt);
      // Franchises themselves (an admin sync of them) are written once.
      if (dataset !== leagueDatasets.franchises) await writer.replace(dataset, leagueId, year, data.rows, data.fetchedAt);
      if (data.stale) await writer.markFailed(leagueId, year, kind, `upstream ${data.staleReason ?? "stale"}`);
      return { stale: data.stale };
    } catch (error) {
      if (error instanceof MflLeagueAccessError) {
        // MFL refuses this league to this user ("requires logged in user in league ID ..."): they
        // are not (or no longer) in it. Their session is fine and the league's shared sync state
        // is not failed: other members' refreshes still work.
        await this.#deps.membership?.unverify(call.userId, leagueId).catch((e) =>
          console.warn(`Removing the verified membership of league ${leagueId} failed:`, describe(e))
        );
        return { stale: true, error };
      }
      if (isNotFound(error)) {
        // MFL has no such season or league: the same for every member, recorded so the next
        // request answers 404 without asking again (league-view.ts), never as a host failure.
        await this.#deps.writer.markFailed(leagueId, year, kind, NOT_FOUND_MARK).catch((e) =>
          console.warn(`Recording that league ${leagueId} has no season ${year} failed:`, describe(e))
        );
        return { stale: true, error };
      }
      if (error instanceof MflAuthError) {
        // The plain session refusal: this user's session is dead (they must reconnect). The league
        // did not fail, so its shared sync state is left alone.
        await this.#sessionRejected(call.userId);
        return { stale: true, error };
      }
      await this.#deps.writer.markFailed(leagueId, year, kind, describe(error)).catch((e) =>
        console.warn(`Recording the failed ${kind} sync of league ${leagueId} failed:`, describe(e))
      );
      return { stale: true, error };
    }
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
