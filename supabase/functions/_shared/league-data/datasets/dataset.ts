import type { z } from "npm:zod@4.6.7";
import type { Endpoint } from "../../contracts/endpoint.ts";
import type { LeagueQuery } from "../../contracts/league-input.ts";
import type { MflQuery } from "../../mfl/queries.ts";
import type { League } from "../../mfl/league.ts";
import type { UpstreamResult } from "../../upstream/result.ts";
import type { RefreshKind } from "../kinds.ts";
import type { LeagueSnapshot } from "../snapshot.ts";
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


/** How a dataset is read and answered as a league view (GET /league-<kind>). */
export interface DatasetView<S extends z.ZodType<LeagueQuery>, T> {
  /** Its contract: `GET /api/<view>?leagueId=&year=` with the view's own fields, and the answer, envelope included. */
  endpoint: Endpoint<S>;
  /** Its read function (migration): league_view_<kind>, answering membership, freshness, franchises and rows at once. */
  rpc: string;
  /** The read function's row limit for this query, if any. */
  limit?(query: z.output<S>): number | undefined;
  /** Kinds refreshed from MFL before answering; default the dataset's own. */
  refreshes?: RefreshKind[];
  /** The view's rows out of its read (the snapshot's `rows` are in the shape its read function builds). */
  fromSnapshot(snapshot: LeagueSnapshot): T;
  /** The view's own fields of the answer (the envelope is the route's). */
  answer(data: T, membership: { franchise_id: string | null }, query: z.output<S>, year: number): Record<string, unknown>;
}

/**
 * One kind of league data: its rows, the MFL → rows step and the replace_* rpc that stores a
 * league season's rows in one transaction. Kinds that are views also say how they are read and
 * answered. The league sync, the league GET routes and admin syncs all go through the registry.
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
