/** Why an answer is not fresh from the league host. */
export type StaleReason =
  | "backoff"
  | "rate_limited"
  | "server_error"
  | "network"
  | "timeout"
  | "malformed"
  | "queue_full";

/** One cached answer (normalised data, never raw MFL bodies or cookies). Times are epoch ms. */
export interface CacheEntry<T = unknown> {
  body: T;
  fetchedAt: number;
  expiresAt: number;
  /** Set while the entry is being served because the last refresh failed. */
  staleReason?: StaleReason | null;
}

/** The shared, durable level (the `upstream_cache` table). Implementations never throw. */
export interface CacheStore {
  get(key: string): Promise<CacheEntry | null>;
  set(key: string, entry: CacheEntry): Promise<void>;
  markStale(key: string, reason: StaleReason): Promise<void>;
}
