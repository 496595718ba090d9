import type { z } from "npm:zod@4.6.7";
import type { Endpoint } from "../../contracts/endpoint.ts";
import type { LeagueQuery } from "../../contracts/league-input.ts";
import type { RefreshKind } from "../kinds.ts";
import type { LeagueSnapshot } from "../snapshot.ts";

/**
 * A league view (GET /api/league-<view>): the kinds it needs fresh, its one read function and its
 * answer. Datasets keep storage and sync (`../datasets/`); a view reads one kind or several.
 */
export interface LeagueView<S extends z.ZodType<LeagueQuery>, T> {
  /** Its contract: `GET /api/<view>?leagueId=&year=` with the view's own fields, and the answer, envelope included. */
  endpoint: Endpoint<S>;
  /** Its read function (migration): league_view_<view>, answering membership, freshness, franchises and rows at once. */
  rpc: string;
  /** The read function's row limit for this query, if any. */
  limit?(query: z.output<S>): number | undefined;
  /** The kinds refreshed from MFL (when older than their TTL) before answering. */
  refreshes: RefreshKind[];
  /** The view's rows out of its read (the snapshot's `rows` are in the shape its read function builds). */
  fromSnapshot(snapshot: LeagueSnapshot): T;
  /** The view's own fields of the answer (the envelope is the route's). */
  answer(data: T, membership: { franchise_id: string | null }, query: z.output<S>, year: number): Record<string, unknown>;
}
