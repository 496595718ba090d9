import type { SystemSettings } from "../contracts/admin-settings.ts";
import { settingsDefaults } from "../contracts/admin-settings.ts";
import { isTransient, MflQueueFullError } from "../mfl/errors.ts";
import { DEFAULT_TIMEOUT_MS, type Priority, timedFetch } from "../mfl/transport.ts";
import { MemoryBudget, type UpstreamBudget } from "../upstream/budget.ts";
import type { CacheEntry, CacheStore } from "../upstream/cache-entry.ts";
import { type Clock, systemClock } from "../upstream/clock.ts";
import type { HostLimiterOptions } from "../upstream/host-limiter.ts";
import { hostKey } from "../mfl/hosts.ts";
import { limitedFetch } from "../upstream/limited-fetch.ts";
import type { UpstreamResult } from "../upstream/mfl-upstream.ts";
import { SharedCache } from "../upstream/shared-cache.ts";
import { staleReasonOf } from "../upstream/app-errors.ts";
import { tank01AppError } from "./app-errors.ts";
import { Tank01Client } from "./client.ts";
import type { Tank01Config } from "./config.ts";
import { notConfigured } from "./errors.ts";
import { type NflPlayer } from "../contracts/tank01-nfl.ts";
import { playerList, type Tank01Query, tank01CacheKey } from "./queries.ts";

export type { UpstreamResult };

/** A Tank01 answer: the data, whether it is the last good copy, and when the shared copy is next refreshed. */
export type Tank01Result<T> = UpstreamResult<T> & { expiresAt: string };

export interface Tank01GetOptions {
  /** Skip a fresh shared copy. Still one call per key at a time for the deployment. */
  force?: boolean;
  /** Default interactive; syncs (the daily player list) pass background. */
  priority?: Priority;
}

export interface Tank01UpstreamOptions {
  config: Tank01Config;
  /** Current settings (cached by readSettings): poll intervals, backoff, the daily call budget. */
  settings: () => Promise<SystemSettings>;
  /** The shared `upstream_cache` table with its leases; omit for this isolate's memory only. */
  store?: CacheStore | null;
  /**
   * Pace, backoff and the daily call budget. Default: this isolate's memory (tests); deployed, the
   * TableBudget every isolate shares, keyed 'tank01:<base>' (default-upstream.ts).
   */
  budget?: UpstreamBudget | ((clock: Clock, settings: () => SystemSettings) => UpstreamBudget);
  fetch?: typeof fetch;
  clock?: Clock;
  limiter?: Partial<HostLimiterOptions>;
  timeoutMs?: number;
  leaseMs?: number;
  leaseWaitMs?: number;
}

const DEFAULT_LEASE_MS = 25_000;
const DEFAULT_LEASE_WAIT_MS = 10_000;

/**
 * Tank01 for the whole deployment: every call goes through the shared upstream budget (one pace
 * for the host, backoff after 429/5xx, the daily call budget from settings, all in Postgres) and
 * the shared cache (one call per request per freshness window whatever the number of viewers and
 * isolates); on 429, quota or budget exhaustion, or any other provider failure, the last good
 * answer is served marked stale. Without a key every call is a 503 'Live data is not configured'.
 */
export class Tank01Upstream {
  readonly client: Tank01Client;
  readonly budget: UpstreamBudget;
  readonly #clock: Clock;
  readonly #cache: SharedCache;
  readonly #loadSettings: () => Promise<SystemSettings>;
  #settings: SystemSettings = settingsDefaults;

  constructor(options: Tank01UpstreamOptions) {
    this.#clock = options.clock ?? systemClock;
    this.#loadSettings = options.settings;
    this.#cache = new SharedCache({
      store: options.store ?? null,
      clock: this.#clock,
      leaseMs: options.leaseMs ?? DEFAULT_LEASE_MS,
      leaseWaitMs: options.leaseWaitMs ?? DEFAULT_LEASE_WAIT_MS,
    });
    const current = () => this.#settings;
    this.budget = typeof options.budget === "function"
      ? options.budget(this.#clock, current)
      : options.budget ?? new MemoryBudget(this.#clock, current, options.limiter);
    const transport = limitedFetch(timedFetch(options.fetch ?? fetch, this.#clock, options.timeoutMs ?? DEFAULT_TIMEOUT_MS), this.budget);
    this.client = new Tank01Client(options.config, transport);
  }

  get configured(): boolean {
    return this.client.config.apiKey !== null;
  }

  /** A cached, leased, stale-protected Tank01 answer. */
  async get<T>(query: Tank01Query<T>, options: Tank01GetOptions = {}): Promise<Tank01Result<T>> {
    if (!this.configured) throw notConfigured();
    const key = tank01CacheKey(this.client.config.apiBase, query);
    const cached = this.#cache.local<T>(key);
    if (cached && !options.force && cached.expiresAt > this.#clock.now()) return served(cached);
    const entry = await this.#cache.refresh<T>(key, async () => {
      const settings = await this.settings();
      return {
        force: Boolean(options.force),
        fetch: () => this.client.run(query, { priority: options.priority ?? "interactive" }),
        ttlMs: (data) => query.ttlSec(data, settings, this.#clock.now()) * 1000,
        isTransient,
        staleReason: staleReasonOf,
        retryAt: (error) =>
          this.#clock.now() +
          Math.max(this.budget.backoffRemainingMs(hostKey(this.client.config.apiBase)), settings.backoff_initial_sec * 1000, retryHint(error)),
        failure: tank01AppError,
        busy: (waitMs) => tank01AppError(new MflQueueFullError(this.client.config.apiBase, waitMs)),
      };
    });
    return served(entry);
  }

  /** getNFLPlayerList (cached for 12 h): every player with Tank01's id and the other sites' ids. */
  playerList(options: Tank01GetOptions = {}): Promise<Tank01Result<NflPlayer[]>> {
    return this.get(playerList(), options);
  }

  /** The settings as last read (falls back to the last known values when the table cannot be read). */
  async settings(): Promise<SystemSettings> {
    try {
      this.#settings = await this.#loadSettings();
    } catch (error) {
      console.warn("Reading system settings failed; using the last known values:", error);
    }
    return this.#settings;
  }
}

function served<T>(entry: CacheEntry<T>): Tank01Result<T> {
  const result: Tank01Result<T> = {
    data: entry.body,
    stale: Boolean(entry.staleReason),
    fetchedAt: new Date(entry.fetchedAt).toISOString(),
    expiresAt: new Date(entry.expiresAt).toISOString(),
  };
  if (entry.staleReason) result.staleReason = entry.staleReason;
  return result;
}

/** A refusal that says when to ask again (the daily budget: at midnight UTC) keeps every isolate from asking before. */
function retryHint(error: unknown): number {
  return error instanceof MflQueueFullError ? error.waitMs : 0;
}
