import { MflAuthError } from "../mfl/errors.ts";
import type { Priority } from "../mfl/transport.ts";
import { league, leagueStandings, players, transactions } from "../mfl/queries.ts";
import type { MflQuery } from "../mfl/queries.ts";
import type { GetOptions, UpstreamResult } from "../upstream/mfl-upstream.ts";
import { SingleFlight } from "../upstream/single-flight.ts";
import type { LeagueWriter, SyncKind } from "./league-store.ts";
import { franchiseRows, playerIdsOf, standingRows, transactionRows } from "./sync-rows.ts";

/** The part of MflUpstream the sync uses (cache, single flight, limiter, stale copies live there). */
export interface UpstreamGet {
  get<T>(query: MflQuery<T>, options?: GetOptions): Promise<UpstreamResult<T>>;
}

/** `getMflSession(serviceClient, userId)` of _shared/credentials, bound to a client. */
export type MflSessionSource = (userId: string) => Promise<{ cookie: string }>;

export interface LeagueSyncDeps {
  upstream: UpstreamGet;
  writer: LeagueWriter;
  session: MflSessionSource;
  /** MFL refused the session of the user who started a refresh (markMflSessionExpired). */
  sessionRejected?: (userId: string) => Promise<void>;
}

/** How a refresh went. It never throws: `error` carries why the tables could not be brought up to date. */
export interface RefreshOutcome {
  /** The data written came from the upstream's last good copy, not a fresh answer. */
  stale: boolean;
  error?: unknown;
}

export type RefreshKind = Exclude<SyncKind, "franchises">;

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

  async refresh(kind: RefreshKind, leagueId: string, year: number, userId: string): Promise<RefreshOutcome> {
    const key = `${kind}:${leagueId}:${year}`;
    let cookie = "";
    if (!this.#flights.has(key)) {
      // The caller's own MFL session, looked up only when this caller starts the refresh, so one
      // member's missing connection never becomes another member's error.
      try {
        cookie = (await this.#deps.session(userId)).cookie;
      } catch (error) {
        return { stale: true, error };
      }
    }
    return await this.#flights.run(key, () => this.#run(kind, leagueId, year, { cookie, userId, priority: "interactive" }));
  }

  async #run(kind: RefreshKind, leagueId: string, year: number, options: CallOptions): Promise<RefreshOutcome> {
    try {
      return kind === "standings"
        ? await this.#standings(leagueId, year, options)
        : await this.#transactions(leagueId, year, options);
    } catch (error) {
      if (error instanceof MflAuthError && this.#deps.sessionRejected) {
        await this.#deps.sessionRejected(options.userId).catch((e) =>
          console.warn("Marking the MFL session expired failed:", describe(e))
        );
      }
      await this.#deps.writer.markFailed(leagueId, year, kind, describe(error)).catch((e) =>
        console.warn(`Recording the failed ${kind} sync of league ${leagueId} failed:`, describe(e))
      );
      return { stale: true, error };
    }
  }

  async #standings(leagueId: string, year: number, options: CallOptions): Promise<RefreshOutcome> {
    const { upstream, writer } = this.#deps;
    // The league export first: it teaches the league's host, so the next call goes there directly
    // instead of costing MFL a redirect.
    const settings = await upstream.get(league({ leagueId, year }), options);
    const standings = await upstream.get(leagueStandings({ leagueId, year, all: true }), options);
    await writer.replaceFranchises(leagueId, year, franchiseRows(settings.data), settings.fetchedAt);
    await writer.replaceStandings(leagueId, year, standingRows(standings.data, settings.data), standings.fetchedAt);
    if (standings.stale) await writer.markFailed(leagueId, year, "standings", `upstream ${standings.staleReason ?? "stale"}`);
    return { stale: standings.stale };
  }

  async #transactions(leagueId: string, year: number, options: CallOptions): Promise<RefreshOutcome> {
    const { upstream, writer } = this.#deps;
    const settings = await upstream.get(league({ leagueId, year }), options);
    const moves = await upstream.get(transactions({ leagueId, year }), options);
    const names = await this.#playerNames(year, playerIdsOf(moves.data).length > 0, options);
    await writer.replaceFranchises(leagueId, year, franchiseRows(settings.data), settings.fetchedAt);
    await writer.replaceTransactions(leagueId, year, transactionRows(moves.data, (id) => names.get(id)), moves.fetchedAt);
    if (moves.stale) await writer.markFailed(leagueId, year, "transactions", `upstream ${moves.staleReason ?? "stale"}`);
    return { stale: moves.stale };
  }

  /**
   * The league-wide player database (one cached export for every league of the deployment). Names
   * are a nicety: when MFL cannot give them, the transactions are still stored, named by id.
   */
  async #playerNames(year: number, needed: boolean, options: CallOptions) {
    const out = new Map<string, { name: string; position: string; team: string }>();
    if (!needed) return out;
    try {
      const db = await this.#deps.upstream.get(players({ year }), { userId: options.userId, priority: options.priority });
      for (const p of db.data.players) out.set(p.id, { name: p.name, position: p.position, team: p.team });
    } catch (error) {
      console.warn("MFL player database unavailable; transaction assets are stored without names:", describe(error));
    }
    return out;
  }
}

interface CallOptions {
  cookie: string;
  userId: string;
  priority: Priority;
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
