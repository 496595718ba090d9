import type { MflQuery } from "../mfl/queries.ts";
import type { Priority } from "../upstream/transport.ts";
import type { GetOptions } from "../mfl/upstream.ts";
import type { UpstreamResult } from "../upstream/result.ts";
import type { Patience } from "../upstream/shared-cache.ts";

// How league data code calls MFL (the datasets, the reference data, the current week): in a file of
// its own so those modules share the types without importing each other.

/** The part of MflUpstream a sync uses (cache, single flight, budget and stale copies live there). */
export interface UpstreamGet {
  get<T>(query: MflQuery<T>, options?: GetOptions): Promise<UpstreamResult<T>>;
  /** A viewer's wait for a slow MFL from now, for the reads of one request to share (MflUpstream.patience). */
  patience?(): Patience;
}

/** Who a sync runs for and how urgently; the cookie is the caller's own MFL session. */
export interface SyncCall {
  cookie: string;
  userId: string;
  priority: Priority;
  /** Ask MFL again even within the exports' TTLs (an admin's full sync). */
  forceRefresh?: boolean;
  /** How long the request behind an interactive call waits for MFL (MflUpstream.patience()). */
  patience?: Patience;
}

/** The shared reference data (players, injuries, byes, NFL schedule), one copy for every league. */
export type ReferenceKindName = "players" | "bye_weeks" | "injuries" | "nfl_schedules";

export interface ReferenceRefresher {
  /** Brings the named kinds up to date for the season; never throws (names are a nicety, not a reason to fail a view). */
  ensure(kinds: ReferenceKindName[], year: number, call: SyncCall): Promise<void>;
}
