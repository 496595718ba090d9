import type { MflQuery } from "../../mfl/queries.ts";
import type { League } from "../../mfl/league.ts";
import type { UpstreamResult } from "../../upstream/result.ts";
import type { ReferenceRefresher, SyncCall, UpstreamGet } from "../upstream-call.ts";

export type { SyncCall, UpstreamGet } from "../upstream-call.ts";

/**
 * What one sync step has at hand: the upstream, the call, and the league's own export (franchises,
 * divisions, balances), fetched first because it also teaches the league's host.
 */
export interface SyncContext {
  upstream: UpstreamGet;
  call: SyncCall;
  league: UpstreamResult<League>;
  /** Shared reference data (players, bye weeks, injuries) brought up to date when a dataset needs it. */
  reference: ReferenceRefresher;
  /** The weeks of this league season whose player scores are stored for good (never asked again). */
  finalScoreWeeks(): Promise<number[]>;
}

/** A dataset's rows for one league season, and whether MFL gave them fresh. */
export interface DatasetRows<Rows> {
  rows: Rows;
  /** When MFL produced them (ISO): the replace_* guard keeps newer data. */
  fetchedAt: string;
  stale: boolean;
  staleReason?: string;
}


/**
 * One kind of league data: its rows, the MFL → rows step and the replace_* rpc that stores a
 * league season's rows in one transaction. How rows are read and answered is a view's
 * (`../views/`). The league sync, the league views' refreshes and admin syncs go through the registry.
 */
export interface LeagueDataset<Rows = unknown, Kind extends string = string> {
  kind: Kind;
  /** The replace_* function (migration) that stores a season's rows atomically, older data ignored. */
  rpc: string;
  /** The MFL export whose TTL says when stored rows are old. */
  source(leagueId: string, year: number): MflQuery<unknown>;
  /** MFL → rows, through the shared upstream. */
  fetch(ctx: SyncContext, leagueId: string, year: number): Promise<DatasetRows<Rows>>;
}
