import type { SystemSettings } from "../contracts/admin-settings.ts";
import { settingsDefaults } from "../contracts/admin-settings.ts";
import { isTransient, staleReasonOf, UpstreamQueueFullError } from "../upstream/errors.ts";
import { DEFAULT_TIMEOUT_MS, type Priority, timedFetch } from "../upstream/transport.ts";
import type { UpstreamBudget } from "../upstream/budget.ts";
import type { Clock } from "../upstream/clock.ts";
import { limitedFetch, originOf } from "../upstream/limited-fetch.ts";
import type { UpstreamResult } from "../upstream/result.ts";
import type { SharedCache } from "../upstream/shared-cache.ts";
import { served, UpstreamCore, type UpstreamCoreOptions } from "../upstream/upstream-core.ts";
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

/**
 * Tank01's config and transport on the common set-up. Its settings: poll intervals, backoff, the
 * daily call budget. Its budget: pace, backoff and the daily call budget, deployed the TableBudget
 * every isolate shares, keyed 'tank01:<base>' (default-upstream.ts).
 */
export interface Tank01UpstreamOptions extends UpstreamCoreOptions<SystemSettings> {
  config: Tank01Config;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

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
  readonly #core: UpstreamCore<SystemSettings>;

  constructor(options: Tank01UpstreamOptions) {
    const core = this.#core = new UpstreamCore<SystemSettings>(options, settingsDefaults);
    this.#clock = core.clock;
    this.#cache = core.cache;
    this.budget = core.budget;
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
          Math.max(this.budget.backoffRemainingMs(originOf(this.client.config.apiBase)), settings.backoff_initial_sec * 1000, retryHint(error)),
        failure: tank01AppError,
        busy: (waitMs) => tank01AppError(new UpstreamQueueFullError(this.client.config.apiBase, waitMs)),
      };
    });
    return served(entry);
  }

  /** getNFLPlayerList (cached for 12 h): every player with Tank01's id and the other sites' ids. */
  playerList(options: Tank01GetOptions = {}): Promise<Tank01Result<NflPlayer[]>> {
    return this.get(playerList(), options);
  }

  /** The settings as last read (falls back to the last known values when the table cannot be read). */
  settings(): Promise<SystemSettings> {
    return this.#core.settings();
  }
}

/** A refusal that says when to ask again (the daily budget: at midnight UTC) keeps every isolate from asking before. */
function retryHint(error: unknown): number {
  return error instanceof UpstreamQueueFullError ? error.waitMs : 0;
}
