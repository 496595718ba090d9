import type { CacheEntry, CacheStore, StaleReason } from "./cache-entry.ts";
import { type Clock, sleep } from "./clock.ts";
import { IsolateCache } from "./isolate-cache.ts";
import { SingleFlight } from "./single-flight.ts";

/** How one refresh of a key goes: the upstream call, how long its answer lasts, what a failure means. */
export interface RefreshSpec<T> {
  /** Skip a fresh shared copy (a user's Refresh, a sync); another isolate's refresh still satisfies it. */
  force: boolean;
  /** The upstream call, paced and reported by the caller's transport. */
  fetch(): Promise<T>;
  /** Milliseconds the fresh answer stays fresh. */
  ttlMs(data: T): number;
  /** Failures of the upstream (not of the request) that the last good copy may answer. */
  isTransient(error: unknown): boolean;
  staleReason(error: unknown): StaleReason;
  /** When any isolate may ask again after a transient failure (epoch ms). */
  retryAt(error: unknown): number;
  /** What the caller gets for a transient failure when there is no copy to serve. */
  failure(error: unknown): unknown;
  /** What the caller gets when another isolate's refresh takes too long and there is no copy (ms until its lease ends). */
  busy(waitMs: number): unknown;
}

export interface SharedCacheOptions {
  /** The shared, durable level with its refresh leases; null for this isolate's memory only. */
  store: CacheStore | null;
  clock: Clock;
  /** How long a refresh lease lasts before another isolate may take it over (a killed isolate's lapses). */
  leaseMs: number;
  /** How long a caller waits for another isolate's refresh before serving the last copy (or `busy`). */
  leaseWaitMs: number;
  memoryEntries?: number;
}

const FIRST_POLL_MS = 50;
const MAX_POLL_MS = 500;

/**
 * A two-level cache of upstream answers for many users and many isolates, whatever the upstream
 * (MFL, Tank01): isolate memory, then the shared `upstream_cache` table; one refresh per key at a
 * time, in this isolate (single flight) and across isolates (a lease, waited for or answered from
 * the last copy); and the last good copy, marked stale, whenever the upstream fails, with the retry
 * time shared so other isolates do not ask a failing upstream again before it.
 */
export class SharedCache {
  readonly #memory: IsolateCache;
  readonly #flights = new SingleFlight();
  readonly #store: CacheStore | null;
  readonly #clock: Clock;
  readonly #leaseMs: number;
  readonly #leaseWaitMs: number;
  readonly #holderPrefix = crypto.randomUUID();
  #leases = 0;

  constructor(options: SharedCacheOptions) {
    this.#memory = new IsolateCache(options.memoryEntries);
    this.#store = options.store;
    this.#clock = options.clock;
    this.#leaseMs = options.leaseMs;
    this.#leaseWaitMs = options.leaseWaitMs;
  }

  /** This isolate's copy of a key, fresh or not (the last good data outlives its TTL). */
  local<T>(key: string): CacheEntry<T> | undefined {
    return this.#memory.get(key) as CacheEntry<T> | undefined;
  }

  /** The newest copy of a key this isolate or the shared table holds, however old, without a lease (undefined when none). */
  async peek<T>(key: string): Promise<CacheEntry<T> | undefined> {
    return newest(this.local<T>(key), (await this.#store?.peek(key)) as CacheEntry<T> | null | undefined);
  }

  /** Whether this isolate refreshes the key right now (joining that flight costs no upstream call). */
  refreshing(key: string): boolean {
    return this.#flights.has(key);
  }

  /**
   * The entry after one refresh of `key`, single-flighted in this isolate and leased across
   * isolates. `spec` is made once per refresh (not per caller), e.g. to read the settings once.
   */
  refresh<T>(key: string, spec: () => Promise<RefreshSpec<T>>): Promise<CacheEntry<T>> {
    return this.#flights.run(key, async () => this.#refresh(key, await spec()));
  }

  async #refresh<T>(key: string, spec: RefreshSpec<T>): Promise<CacheEntry<T>> {
    const inMemory = this.local<T>(key);
    const holder = `${this.#holderPrefix}:${++this.#leases}`;
    const since = this.#clock.now();
    let force = spec.force;
    let last = inMemory;
    for (let pollMs = FIRST_POLL_MS;; pollMs = Math.min(MAX_POLL_MS, pollMs * 2)) {
      // One round trip: the shared copy, and whether this caller refreshes it. Without the shared
      // level (or when it cannot be asked) this isolate refreshes on its own.
      const claim = this.#store ? await this.#store.claim(key, holder, this.#leaseMs, force, this.#clock.now()) : null;
      last = newest(last, claim?.entry as CacheEntry<T> | null | undefined);
      if (last && last !== inMemory) this.#memory.set(key, last);
      if (claim?.lease === "none" && last) return last;
      if (claim?.lease !== "held") break;
      // Another isolate refreshes this key: wait for its answer, bounded; a forced refresh is
      // satisfied by theirs.
      force = false;
      if (this.#clock.now() - since + pollMs > this.#leaseWaitMs) {
        if (last) return { ...last, staleReason: last.staleReason ?? "refreshing" };
        throw spec.busy((claim.leaseUntil ?? since) - this.#clock.now());
      }
      await sleep(this.#clock, pollMs);
    }

    let data: T;
    try {
      data = await spec.fetch();
    } catch (error) {
      if (!spec.isTransient(error)) {
        await this.#store?.release(key, holder);
        throw error;
      }
      if (!last) {
        await this.#store?.release(key, holder);
        throw spec.failure(error);
      }
      const reason = spec.staleReason(error);
      // Serve the last good copy and do not ask again for a short while, in any isolate: callers
      // arriving before the retry time get the stale copy at once instead of queueing for a failing upstream.
      const staleEntry: CacheEntry<T> = { ...last, expiresAt: spec.retryAt(error), staleReason: reason };
      this.#memory.set(key, staleEntry);
      await this.#store?.markStale(key, holder, reason, staleEntry.expiresAt);
      return staleEntry;
    }
    const now = this.#clock.now();
    const entry: CacheEntry<T> = { body: data, fetchedAt: now, expiresAt: now + spec.ttlMs(data) };
    this.#memory.set(key, entry);
    await this.#store?.store(key, holder, entry);
    return entry;
  }
}

/**
 * The newer of this isolate's copy `a` and the shared copy `b`. On a tie the shared one wins: it is
 * the same data, but carries what other isolates learned since (marked stale, retry time).
 */
export function newest<T>(a: CacheEntry<T> | undefined | null, b: CacheEntry<T> | undefined | null): CacheEntry<T> | undefined {
  if (!a) return b ?? undefined;
  if (!b) return a;
  return b.fetchedAt >= a.fetchedAt ? b : a;
}
