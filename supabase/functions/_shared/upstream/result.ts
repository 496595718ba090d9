import type { StaleReason } from "./cache-entry.ts";

/** What endpoints get: the data, and whether it is the last good copy rather than a fresh answer. */
export interface UpstreamResult<T> {
  data: T;
  stale: boolean;
  /** When the league host produced this data (ISO). */
  fetchedAt: string;
  /** When the shared copy is next refreshed (ISO): a viewer asking after it gets newer data. */
  expiresAt?: string;
  staleReason?: StaleReason;
}
