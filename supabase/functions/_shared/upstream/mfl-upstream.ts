import { MflClient } from "../mfl/client.ts";
import type { MflConfig } from "../mfl/config.ts";
import { isTransient } from "../mfl/errors.ts";
import type { LineupImport } from "../mfl/lineup.ts";
import type { MflSession } from "../mfl/login.ts";
import type { MflQuery } from "../mfl/queries.ts";
import { DEFAULT_TIMEOUT_MS, type MflFetch, type Priority, timedFetch } from "../mfl/transport.ts";
import { settingsDefaults } from "../settings.ts";
import { staleReasonOf, toAppError } from "./app-errors.ts";
import type { CacheEntry, CacheStore, StaleReason } from "./cache-entry.ts";
import { cacheKey } from "./cache-key.ts";
import { type Clock, systemClock } from "./clock.ts";
import { HostBackoff } from "./host-backoff.ts";
import { HostLimiter, type HostLimiterOptions } from "./host-limiter.ts";
import { limitedFetch } from "./limited-fetch.ts";
import { MemoryCache } from "./memory-cache.ts";
import { SingleFlight } from "./single-flight.ts";
import { ttlSeconds, type UpstreamSettings } from "./ttl-policy.ts";
import { UserRateCap } from "./user-cap.ts";

/** What endpoints get: the data, and whether it is the last good copy rather than a fresh answer. */
export interface UpstreamResult<T> {
  data: T;
  stale: boolean;
  /** When the league host produced this data (ISO). */
  fetchedAt: string;
  staleReason?: StaleReason;
}

export interface GetOptions {
  /** Needed for private league data; never part of the cache key. */
  cookie?: string;
  /** The app user (JWT `sub`): per-user cap, and the key of user-scoped answers. */
  userId?: string;
  /**
   * The MFL username the cookie belongs to: with userId, the key of user-scoped answers (myleagues),
   * so another account's list is never served after a reconnect. Without it those are not cached.
   */
  account?: string;
  /** Default interactive; syncs pass background. */
  priority?: Priority;
  /** Skip fresh cache (a user's Refresh, a sync). Still single-flighted and stale-protected. */
  forceRefresh?: boolean;
}

export interface MflUpstreamOptions {
  config: MflConfig;
  /** Current settings; called at most once per request, cache it upstream (readSettings does). */
  settings: () => Promise<UpstreamSettings>;
  /** The shared durable level; omit for memory only. */
  store?: CacheStore | null;
  /** Raw HTTP (default global fetch). Timeouts, limiter and backoff are layered on top. */
  fetch?: typeof fetch;
  clock?: Clock;
  limiter?: Partial<HostLimiterOptions>;
  timeoutMs?: number;
  memoryEntries?: number;
}

/**
 * The MFL client wrapped for many users: a two-level cache (isolate memory, then the
 * `upstream_cache` table) keyed by request, single flight per key, one paced queue per MFL host with
 * interactive ahead of background, a per-user cap, backoff after 429/5xx, and the last good data
 * (marked stale) whenever the league host fails.
 */
export class MflUpstream {
  readonly client: MflClient;
  readonly limiter: HostLimiter;
  readonly backoff: HostBackoff;
  readonly #clock: Clock;
  readonly #memory: MemoryCache;
  readonly #store: CacheStore | null;
  readonly #flights = new SingleFlight();
  readonly #userCap: UserRateCap;
  readonly #loadSettings: () => Promise<UpstreamSettings>;
  #settings: UpstreamSettings = settingsDefaults;

  constructor(options: MflUpstreamOptions) {
    this.#clock = options.clock ?? systemClock;
    this.#memory = new MemoryCache(options.memoryEntries);
    this.#store = options.store ?? null;
    this.#userCap = new UserRateCap(this.#clock);
    this.#loadSettings = options.settings;
    this.limiter = new HostLimiter(this.#clock, options.limiter);
    this.backoff = new HostBackoff(this.#clock, () => this.#settings);
    const transport: MflFetch = limitedFetch(
      timedFetch(options.fetch ?? fetch, this.#clock, options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      this.limiter,
      this.backoff,
    );
    this.client = new MflClient({ config: options.config, fetch: transport, clock: this.#clock });
  }

  /** A cached, single-flighted, stale-protected export. */
  async get<T>(query: MflQuery<T>, options: GetOptions = {}): Promise<UpstreamResult<T>> {
    const key = cacheKey(this.client.config.apiBase, query, options.userId, options.account);
    if (key === null) {
      // A user-scoped answer without a user to key it by: not cacheable, just rate-limited.
      const data = await this.#call(() => this.client.run(query, this.#callOptions(options)), options);
      return { data, stale: false, fetchedAt: new Date(this.#clock.now()).toISOString() };
    }
    const cached = this.#memory.get(key) as CacheEntry<T> | undefined;
    if (cached && !options.forceRefresh && cached.expiresAt > this.#clock.now()) return this.#serve(query, cached);
    if (!this.#flights.has(key) && options.userId) {
      // Only a caller that starts an upstream call spends from its per-minute allowance.
      this.#userCap.take(options.userId, (await this.#refreshSettings()).hard_cap_rpm_per_user);
    }
    return await this.#flights.run(key, () => this.#refresh(query, key, cached, options));
  }

  /**
   * One export with the caller's own cookie through the limiter and the per-user cap, bypassing
   * cache, single flight and stale copies: for answers that must reflect what MFL shows this
   * session and nobody else's (POST /mfl/validate of a possibly private league).
   */
  uncached<T>(query: MflQuery<T>, options: Omit<GetOptions, "forceRefresh"> = {}): Promise<T> {
    return this.#call(() => this.client.run(query, this.#callOptions(options)), options);
  }

  /** Logs in through the limiter (uncached). Errors: MflLoginError, or AppError for an unreachable host. */
  login(username: string, password: string, year: number, options: Omit<GetOptions, "cookie" | "forceRefresh"> = {}): Promise<MflSession> {
    return this.#call(() => this.client.login(username, password, year, this.#callOptions(options)), options);
  }

  /** Submits a lineup through the limiter (uncached). */
  importLineup(input: LineupImport, options: GetOptions & { cookie: string }): Promise<void> {
    return this.#call(
      () => this.client.importLineup(input, { ...this.#callOptions(options), cookie: options.cookie }),
      options,
    );
  }

  async #call<T>(work: () => Promise<T>, options: GetOptions): Promise<T> {
    if (options.userId) this.#userCap.take(options.userId, (await this.#refreshSettings()).hard_cap_rpm_per_user);
    try {
      return await work();
    } catch (error) {
      throw isTransient(error) ? toAppError(error) : error;
    }
  }

  async #refresh<T>(
    query: MflQuery<T>,
    key: string,
    inMemory: CacheEntry<T> | undefined,
    options: GetOptions,
  ): Promise<UpstreamResult<T>> {
    const settings = await this.#refreshSettings();
    // Another isolate may have refreshed the shared copy since ours expired.
    const stored = this.#store ? await this.#store.get(key) as CacheEntry<T> | null : null;
    const last = newest(inMemory, stored);
    if (last && last !== inMemory) this.#memory.set(key, last);
    if (last && !options.forceRefresh && last.expiresAt > this.#clock.now()) return this.#serve(query, last);

    let data: T;
    try {
      data = await this.client.run(query, this.#callOptions(options));
    } catch (error) {
      if (!isTransient(error)) throw error;
      if (!last) throw toAppError(error);
      const reason = staleReasonOf(error);
      // Serve the last good copy and do not ask again for a short while: callers arriving in the
      // next backoff_initial_sec get the stale copy at once instead of queueing for a failing host.
      const retryAt = this.#clock.now() + Math.max(this.backoff.remainingMs(hostOf(error)), settings.backoff_initial_sec * 1000);
      const staleEntry: CacheEntry<T> = { ...last, expiresAt: retryAt, staleReason: reason };
      this.#memory.set(key, staleEntry);
      await this.#store?.markStale(key, reason);
      return this.#serve(query, staleEntry);
    }
    const now = this.#clock.now();
    const entry: CacheEntry<T> = { body: data, fetchedAt: now, expiresAt: now + ttlSeconds(query, data, settings) * 1000 };
    this.#memory.set(key, entry);
    await this.#store?.set(key, entry);
    return { data, stale: false, fetchedAt: new Date(now).toISOString() };
  }

  #serve<T>(query: MflQuery<T>, entry: CacheEntry<T>): UpstreamResult<T> {
    query.learn?.(entry.body, this.client.hosts);
    const result: UpstreamResult<T> = {
      data: entry.body,
      stale: Boolean(entry.staleReason),
      fetchedAt: new Date(entry.fetchedAt).toISOString(),
    };
    if (entry.staleReason) result.staleReason = entry.staleReason;
    return result;
  }

  #callOptions(options: GetOptions) {
    return { cookie: options.cookie, priority: options.priority ?? "interactive", userId: options.userId };
  }

  async #refreshSettings(): Promise<UpstreamSettings> {
    try {
      this.#settings = await this.#loadSettings();
    } catch (error) {
      console.warn("Reading system settings failed; using the last known values:", error);
    }
    return this.#settings;
  }
}

function newest<T>(a: CacheEntry<T> | undefined | null, b: CacheEntry<T> | undefined | null): CacheEntry<T> | undefined {
  if (!a) return b ?? undefined;
  if (!b) return a;
  return b.fetchedAt > a.fetchedAt ? b : a;
}

function hostOf(error: unknown): string {
  return typeof error === "object" && error !== null && "host" in error ? String(error.host) : "";
}
