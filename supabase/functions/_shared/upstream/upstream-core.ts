import { MemoryBudget, type UpstreamBudget } from "./budget.ts";
import type { CacheEntry, CacheStore } from "./cache-entry.ts";
import { type Clock, systemClock } from "./clock.ts";
import type { HostLimiterOptions } from "./host-limiter.ts";
import type { UpstreamResult } from "./result.ts";
import type { UpstreamSettings } from "./settings.ts";
import { SharedCache } from "./shared-cache.ts";

/** Lease and wait defaults: a refresh is one paced upstream call (at most the 15 s timeout, plus the wait for a slot). */
const DEFAULT_LEASE_MS = 25_000;
const DEFAULT_LEASE_WAIT_MS = 10_000;

/** What every provider's upstream is built from; a provider's options add its config and transport. */
export interface UpstreamCoreOptions<S extends UpstreamSettings> {
  /** Current settings; called at most once per request, cache it upstream (readSettings does). */
  settings: () => Promise<S>;
  /** The shared durable level with its refresh leases; omit for memory only. */
  store?: CacheStore | null;
  /**
   * Pace, backoff, per-user cap and any daily call budget. Default: this isolate's memory (tests);
   * deployed, the TableBudget every isolate shares (each provider's default-upstream.ts). Built
   * from the upstream's own clock and settings when given as a function.
   */
  budget?: UpstreamBudget | ((clock: Clock, settings: () => S) => UpstreamBudget);
  /** How long a refresh lease lasts before another isolate may take it over (a killed isolate's lapses). */
  leaseMs?: number;
  /** How long a caller waits for another isolate's refresh before serving the last copy (or 503). */
  leaseWaitMs?: number;
  clock?: Clock;
  limiter?: Partial<HostLimiterOptions>;
  memoryEntries?: number;
}

/**
 * The set-up every provider's upstream shares: its clock, the two-level cache with its leases,
 * the budget (built on the same clock and the settings as last read), and the settings themselves.
 */
export class UpstreamCore<S extends UpstreamSettings> {
  readonly clock: Clock;
  readonly cache: SharedCache;
  readonly budget: UpstreamBudget;
  readonly #loadSettings: () => Promise<S>;
  #settings: S;

  /** `initial`: the settings used until the first read succeeds (the defaults). */
  constructor(options: UpstreamCoreOptions<S>, initial: S) {
    this.clock = options.clock ?? systemClock;
    this.cache = new SharedCache({
      store: options.store ?? null,
      clock: this.clock,
      leaseMs: options.leaseMs ?? DEFAULT_LEASE_MS,
      leaseWaitMs: options.leaseWaitMs ?? DEFAULT_LEASE_WAIT_MS,
      memoryEntries: options.memoryEntries,
    });
    this.#loadSettings = options.settings;
    this.#settings = initial;
    const current = () => this.#settings;
    this.budget = typeof options.budget === "function"
      ? options.budget(this.clock, current)
      : options.budget ?? new MemoryBudget(this.clock, current, options.limiter);
  }

  /** The settings as last read (falls back to the last known values when the table cannot be read). */
  async settings(): Promise<S> {
    try {
      this.#settings = await this.#loadSettings();
    } catch (error) {
      console.warn("Reading system settings failed; using the last known values:", error);
    }
    return this.#settings;
  }
}

/** A cached entry as callers get it: the data, whether it is the last good copy, and when the shared copy is next refreshed. */
export function served<T>(entry: CacheEntry<T>): UpstreamResult<T> & { expiresAt: string } {
  const result: UpstreamResult<T> & { expiresAt: string } = {
    data: entry.body,
    stale: Boolean(entry.staleReason),
    fetchedAt: new Date(entry.fetchedAt).toISOString(),
    expiresAt: new Date(entry.expiresAt).toISOString(),
  };
  if (entry.staleReason) result.staleReason = entry.staleReason;
  return result;
}
