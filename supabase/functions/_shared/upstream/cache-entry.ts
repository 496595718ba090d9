/** Why an answer is not fresh from the league host. */
export type StaleReason =
  | "backoff"
  | "rate_limited"
  | "server_error"
  | "network"
  | "timeout"
  | "malformed"
  | "queue_full"
  /** A refresh of the entry (another isolate's, or one MFL is slow to answer) had not ended within the caller's wait; it goes on. */
  | "refreshing";

/** One cached answer (normalised data, never raw MFL bodies or cookies). Times are epoch ms. */
export interface CacheEntry<T = unknown> {
  body: T;
  fetchedAt: number;
  expiresAt: number;
  /** Set while the entry is being served because the last refresh failed. */
  staleReason?: StaleReason | null;
}

/**
 * What the shared level says about a key: `none` = the entry is fresh, serve it; `mine` = the caller
 * holds the refresh lease until `leaseUntil` and must store (or mark stale, or release) the outcome;
 * `held` = another isolate is refreshing it until at most `leaseUntil`.
 */
export interface Claim<T = unknown> {
  lease: "none" | "mine" | "held";
  entry: CacheEntry<T> | null;
  leaseUntil?: number;
}

/**
 * The shared, durable level every isolate sees (the `upstream_cache` table with its leases,
 * migration 20261123080000). Each method is one round trip. Implementations never throw: `claim`
 * answers null when the level cannot be asked (the caller then refreshes on its own).
 */
export interface CacheStore {
  claim(key: string, holder: string, leaseMs: number, force: boolean, now: number): Promise<Claim | null>;
  /** The fresh answer; lets the caller's lease go. */
  store(key: string, holder: string, entry: CacheEntry): Promise<void>;
  /** The refresh failed: every isolate serves the last copy, marked stale, until `retryAt`. */
  markStale(key: string, holder: string, reason: StaleReason, retryAt: number): Promise<void>;
  /** The stored entry as it is, however old, without taking a lease (null when none or unreadable). */
  peek(key: string): Promise<CacheEntry | null>;
  /** The refresh ended without anything to store. */
  release(key: string, holder: string): Promise<void>;
}
