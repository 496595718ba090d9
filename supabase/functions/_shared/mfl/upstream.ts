import { MflClient } from "./client.ts";
import { hostKey } from "./hosts.ts";
import type { LeagueHostStore } from "./league-host-store.ts";
import type { MflConfig } from "./config.ts";
import { isTransient, staleReasonOf, UpstreamQueueFullError } from "../upstream/errors.ts";
import type { LineupImport } from "./lineup.ts";
import type { MflSession } from "./login.ts";
import type { MflQuery } from "./queries.ts";
import { DEFAULT_TIMEOUT_MS, type Priority, timedFetch, type UpstreamFetch } from "../upstream/transport.ts";
import { settingsDefaults } from "../contracts/admin-settings.ts";
import { retryLater } from "../upstream/retry-after.ts";
import { toAppError } from "./app-errors.ts";
import type { CacheEntry } from "../upstream/cache-entry.ts";
import type { UpstreamResult } from "../upstream/result.ts";
import { cacheKey } from "./cache-key.ts";
import type { Clock } from "../upstream/clock.ts";
import type { UpstreamBudget } from "../upstream/budget.ts";
import { HostClock, type HostClockStore } from "../upstream/host-clock.ts";
import { limitedFetch } from "../upstream/limited-fetch.ts";
import type { Patience, SharedCache } from "../upstream/shared-cache.ts";
import { ttlSeconds } from "./ttl-policy.ts";
import type { UpstreamSettings } from "../upstream/settings.ts";
import { served, UpstreamCore, type UpstreamCoreOptions } from "../upstream/upstream-core.ts";

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
  /**
   * How long an interactive read waits for MFL (`patience()` of the request, so the reads of one
   * answer share one wait); default counted from this read. Background reads wait for MFL's answer.
   */
  patience?: Patience;
  /** Wait for MFL's own answer however long it takes (a read-back after a save): never a copy early. */
  waitForFresh?: boolean;
}

export interface MflUpstreamOptions extends UpstreamCoreOptions<UpstreamSettings> {
  config: MflConfig;
  /** Where isolates share the league host's clock (learned from its `Date` headers); omit for this isolate's own observations only. */
  hostClockStore?: HostClockStore | null;
  /** Where isolates share the league hosts they learn (no 302 for a league any isolate knows); omit for this isolate's own. */
  leagueHostStore?: LeagueHostStore | null;
  /** Raw HTTP (default global fetch). Timeouts, limiter and backoff are layered on top. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * How long a viewer waits for MFL with a copy at hand before that copy answers, marked stale, and
 * the refresh goes on without them (so the whole answer comes within about 2 s however slow MFL is).
 */
export const COPY_PATIENCE_MS = 1_000;
/** With no copy: how long before 'try again in N seconds' (Retry-After), within 15 s of the request whatever MFL's timeout. */
export const NO_COPY_PATIENCE_MS = 12_000;

/**
 * The MFL client wrapped for many users and many isolates: a two-level cache (isolate memory,
 * then the shared `upstream_cache` table) keyed by request; one refresh per key at a time, in this
 * isolate (single flight) and across isolates (a lease in the table, waited for or answered from
 * the last copy); one pace per MFL host with interactive ahead of background, a per-user cap and
 * backoff after 429/5xx, all from the shared budget; and the last good data (marked stale)
 * whenever the league host fails.
 */
export class MflUpstream {
  readonly client: MflClient;
  readonly budget: UpstreamBudget;
  /** The host backoff as this isolate knows it (tests, diagnostics). */
  readonly backoff: { remainingMs(host: string): number };
  readonly #clock: Clock;
  readonly #cache: SharedCache;
  readonly #core: UpstreamCore<UpstreamSettings>;
  readonly #hostClock: HostClock;

  constructor(options: MflUpstreamOptions) {
    const core = this.#core = new UpstreamCore<UpstreamSettings>(options, settingsDefaults);
    this.#clock = core.clock;
    this.#cache = core.cache;
    this.budget = core.budget;
    this.backoff = { remainingMs: (host) => this.budget.backoffRemainingMs(host) };
    const hostClock = this.#hostClock = new HostClock(this.#clock, options.hostClockStore ?? null);
    const clock = this.#clock;
    const raw = options.fetch ?? fetch;
    const observed: typeof fetch = async (input, init) => {
      const response = await raw(input, init);
      hostClock.observe(response.headers.get("date"), clock.now());
      return response;
    };
    const transport: UpstreamFetch = limitedFetch(
      timedFetch(observed, this.#clock, options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      this.budget,
      hostKey,
    );
    this.client = new MflClient({ config: options.config, fetch: transport, clock: this.#clock, hostStore: options.leagueHostStore });
  }

  /** A cached, single-flighted, stale-protected export. */
  async get<T>(query: MflQuery<T>, options: GetOptions = {}): Promise<UpstreamResult<T>> {
    const key = cacheKey(this.client.config.apiBase, query, options.userId, options.account);
    if (key === null) {
      // A user-scoped answer without a user to key it by: not cacheable, just rate-limited.
      const data = await this.#call(() => this.client.run(query, this.#callOptions(options)), options);
      return { data, stale: false, fetchedAt: new Date(this.#clock.now()).toISOString() };
    }
    const cached = this.#cache.local<T>(key);
    if (cached && !options.forceRefresh && cached.expiresAt > this.#clock.now()) return this.#serve(query, cached);
    if (!this.#cache.refreshing(key) && options.userId) {
      // Only a caller that starts a refresh spends from its per-minute allowance.
      await this.budget.chargeUser(options.userId, (await this.#refreshSettings()).hard_cap_rpm_per_user);
    }
    const patience = options.priority === "background" || options.waitForFresh ? undefined : options.patience ?? this.patience();
    return this.#serve(query, await this.#refresh(query, key, options, patience));
  }

  /**
   * A viewer's patience from now: the copy at hand after COPY_PATIENCE_MS, 'try again' after
   * NO_COPY_PATIENCE_MS. Taken once per request and passed to its reads, so reads made one after
   * another (the week, then its scores) share one wait instead of adding theirs up.
   */
  patience(): Patience {
    return { since: this.#clock.now(), copyMs: COPY_PATIENCE_MS, noCopyMs: NO_COPY_PATIENCE_MS };
  }

  /**
   * The copy of an export this deployment holds, however old, without asking MFL (null when it
   * holds none): what a save checks a lineup against, so a save costs MFL nothing but the import
   * and its read-back whatever the TTLs say.
   */
  async peek<T>(query: MflQuery<T>, options: Pick<GetOptions, "userId" | "account"> = {}): Promise<UpstreamResult<T> | null> {
    const key = cacheKey(this.client.config.apiBase, query, options.userId, options.account);
    if (key === null) return null;
    const entry = await this.#cache.peek<T>(key);
    return entry ? this.#serve(query, entry) : null;
  }

  /** The league host's time now (epoch ms), as its answers' `Date` headers tell: when its games kick off. */
  hostNow(): Promise<number> {
    return this.#hostClock.now();
  }

  /**
   * One export with the caller's own cookie through the limiter and the per-user cap, bypassing
   * cache, single flight and stale copies: for answers that must reflect what MFL shows this
   * session and nobody else's (POST /mfl/validate of a possibly private league).
   */
  uncached<T>(query: MflQuery<T>, options: Omit<GetOptions, "forceRefresh"> = {}): Promise<T> {
    return this.#call(() => this.client.run(query, this.#callOptions(options, true)), options);
  }

  /** Logs in through the limiter (uncached). Errors: MflLoginError, or AppError for an unreachable host. */
  login(username: string, password: string, year: number, options: Omit<GetOptions, "cookie" | "forceRefresh"> = {}): Promise<MflSession> {
    return this.#call(() => this.client.login(username, password, year, this.#callOptions(options, true)), options);
  }

  /**
   * Submits a lineup through the limiter (uncached). Failures stay the league host's typed errors
   * (UpstreamBackoffError: not sent; UpstreamHttpError, UpstreamTimeoutError, ...), since whether a lineup may
   * have been saved depends on which; the per-user cap refuses with its AppError before sending.
   */
  async importLineup(input: LineupImport, options: GetOptions & { cookie: string }): Promise<void> {
    if (options.userId) await this.budget.chargeUser(options.userId, (await this.#refreshSettings()).hard_cap_rpm_per_user);
    await this.client.importLineup(input, { ...this.#callOptions(options, true), cookie: options.cookie });
  }

  async #call<T>(work: () => Promise<T>, options: GetOptions): Promise<T> {
    if (options.userId) await this.budget.chargeUser(options.userId, (await this.#refreshSettings()).hard_cap_rpm_per_user);
    try {
      return await work();
    } catch (error) {
      throw isTransient(error) ? toAppError(error) : error;
    }
  }

  #refresh<T>(query: MflQuery<T>, key: string, options: GetOptions, patience: Patience | undefined): Promise<CacheEntry<T>> {
    return this.#cache.refresh(key, async () => {
      const settings = await this.#refreshSettings();
      return {
        force: Boolean(options.forceRefresh),
        fetch: async () => {
          // Refreshes of different leagues' live scores start per_league_stagger_ms apart.
          if (query.stagger) await this.budget.stagger?.(query.stagger, settings.per_league_stagger_ms);
          return await this.client.run(query, this.#callOptions(options));
        },
        ttlMs: (data) => ttlSeconds(query, data, settings, this.#clock.now()) * 1000,
        isTransient,
        staleReason: staleReasonOf,
        retryAt: (error) =>
          this.#clock.now() + Math.max(this.budget.backoffRemainingMs(hostOf(error)), settings.backoff_initial_sec * 1000),
        failure: (error, retryAt) => retryLater(toAppError(error), retryAt - this.#clock.now()),
        busy: (waitMs) => toAppError(new UpstreamQueueFullError(this.client.config.apiBase, waitMs)),
      };
    }, patience);
  }

  #serve<T>(query: MflQuery<T>, entry: CacheEntry<T>): UpstreamResult<T> {
    query.learn?.(entry.body, this.client.hosts);
    return served(entry);
  }

  /** `personal`: a request for this caller alone (not shared through the cache), fair-queued per user. */
  #callOptions(options: GetOptions, personal = false) {
    return { cookie: options.cookie, priority: options.priority ?? "interactive", userId: options.userId, personal };
  }

  #refreshSettings(): Promise<UpstreamSettings> {
    return this.#core.settings();
  }
}

function hostOf(error: unknown): string {
  return typeof error === "object" && error !== null && "host" in error ? String(error.host) : "";
}
