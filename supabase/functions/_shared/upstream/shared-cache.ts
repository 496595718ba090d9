import { keepAlive } from "../background.ts";
import type { CacheEntry, CacheStore, StaleReason } from "./cache-entry.ts";
import { type Clock, settledBy, sleep } from "./clock.ts";
import { IsolateCache } from "./isolate-cache.ts";

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
  /** What the caller gets for a transient failure when there is no copy to serve, `retryAt` being when to ask again. */
  failure(error: unknown, retryAt: number): unknown;
  /** What the caller gets when a refresh (this isolate's or another's) takes too long and there is no copy (ms until its lease ends). */
  busy(waitMs: number): unknown;
}

/**
 * How long a caller waits for a refresh. Past it the caller is answered without it and the refresh
 * goes on for whoever asks next: its answer lands in memory and the shared table as any other, its
 * lease still keeps every other caller from asking again.
 */
export interface Patience {
  /** When the request started (epoch ms on the cache's clock): its reads share one wait. */
  since: number;
  /**
   * With a copy at hand: that copy, marked stale, once the refresh has run this long, counted from
   * the request or from the refresh's start (this isolate's or another's), whichever came first:
   * a refresh already overdue is not waited for again.
   */
  copyMs: number;
  /** With none: `busy` (when to try again) this long after the request started. */
  noCopyMs: number;
}

/** One refresh of a key in this isolate, shared by every caller that asks meanwhile (single flight). */
interface Flight<T> {
  entry: Promise<CacheEntry<T>>;
  spec: Promise<RefreshSpec<T>>;
  /** Settles once the shared level has answered the first claim: the copy at hand is in memory by then. */
  claimed: Promise<void>;
  /** When the refresh started: this isolate's flight, or the lease another isolate took earlier. */
  startedAt: number;
  /** Kept alive past a caller's answer (once is enough). */
  kept: boolean;
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
  readonly #flights = new Map<string, Flight<unknown>>();
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
   * With `patience`, a caller is answered by then whether the refresh has ended or not.
   */
  refresh<T>(key: string, spec: () => Promise<RefreshSpec<T>>, patience?: Patience): Promise<CacheEntry<T>> {
    const flight = this.#flight(key, spec);
    return patience ? this.#within(key, flight, patience) : flight.entry;
  }

  /** This isolate's refresh of `key`: the one running, else a new one. */
  #flight<T>(key: string, makeSpec: () => Promise<RefreshSpec<T>>): Flight<T> {
    const running = this.#flights.get(key) as Flight<T> | undefined;
    if (running) return running;
    let claimed = () => {};
    const spec = makeSpec();
    const flight: Flight<T> = {
      spec,
      claimed: new Promise<void>((resolve) => claimed = resolve),
      startedAt: this.#clock.now(),
      kept: false,
      entry: (async () => {
        try {
          return await this.#refresh(key, await spec, (heldSince) => {
            if (heldSince !== undefined) flight.startedAt = Math.min(flight.startedAt, heldSince);
            claimed();
          });
        } finally {
          claimed();
          this.#flights.delete(key);
        }
      })(),
    };
    this.#flights.set(key, flight as Flight<unknown>);
    return flight;
  }

  /**
   * The refresh's entry if it ends within the caller's patience. Otherwise the copy at hand, marked
   * stale, or with none `busy`; the refresh goes on (kept alive past the answer) and lands for
   * the next caller.
   */
  async #within<T>(key: string, flight: Flight<T>, patience: Patience): Promise<CacheEntry<T>> {
    // The first claim tells whether another isolate already shares a fresh copy (or refreshes it
    // since when), and puts the newest copy at hand in memory.
    await flight.claimed;
    if (this.local<T>(key)) {
      const ended = await this.#endedBy(key, flight, Math.min(patience.since, flight.startedAt) + patience.copyMs);
      if (ended) return ended.value;
    }
    const copy = this.local<T>(key);
    if (!copy) {
      const ended = await this.#endedBy(key, flight, patience.since + patience.noCopyMs);
      if (ended) return ended.value;
    }
    if (!flight.kept) {
      flight.kept = true;
      keepAlive(flight.entry);
    }
    if (copy) return stillRefreshing(copy);
    throw (await flight.spec).busy(flight.startedAt + this.#leaseMs - this.#clock.now());
  }

  /** The flight's entry if it ends by `at` (epoch ms); undefined past that, at once when `at` has passed. */
  async #endedBy<T>(key: string, flight: Flight<T>, at: number): Promise<{ value: CacheEntry<T> } | undefined> {
    // Gone from the map: it has ended (its entry settles now).
    if (this.#flights.get(key) !== flight) return { value: await flight.entry };
    if (at <= this.#clock.now()) return undefined;
    return await settledBy(this.#clock, flight.entry, at);
  }

  /** One refresh; `claimed` is told after the first claim, with when another isolate's refresh of it started. */
  async #refresh<T>(key: string, spec: RefreshSpec<T>, claimed: (heldSince?: number) => void): Promise<CacheEntry<T>> {
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
      claimed(claim?.lease === "held" && claim.leaseUntil !== undefined ? claim.leaseUntil - this.#leaseMs : undefined);
      if (claim?.lease === "none" && last) return last;
      if (claim?.lease !== "held") break;
      // Another isolate refreshes this key: wait for its answer, bounded; a forced refresh is
      // satisfied by theirs.
      force = false;
      if (this.#clock.now() - since + pollMs > this.#leaseWaitMs) {
        if (last) return stillRefreshing(last);
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
        throw spec.failure(error, spec.retryAt(error));
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

/** A copy answered while its refresh goes on: stale for the reason it already has, else "refreshing". */
function stillRefreshing<T>(entry: CacheEntry<T>): CacheEntry<T> {
  return { ...entry, staleReason: entry.staleReason ?? "refreshing" };
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
