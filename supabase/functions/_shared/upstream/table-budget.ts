import { UpstreamBackoffError, UpstreamQueueFullError } from "./errors.ts";
import type { RequestMeta } from "./transport.ts";
import type { SupabaseClient } from "../supabase.ts";
import { isBackoffStatus, MemoryBudget, STAGGER_MAX_WAIT_MS, type UpstreamBudget } from "./budget.ts";
import { type Clock, sleep } from "./clock.ts";
import { DEFAULT_LIMITER_OPTIONS, type HostLimiterOptions } from "./host-limiter.ts";
import type { UpstreamSettings } from "./settings.ts";
import { userCapError, userQueueError } from "./user-cap.ts";

export interface TableBudgetOptions extends HostLimiterOptions {
  /** Prefix of the host keys in upstream_hosts ('mfl', 'tank01'): the provider a daily cap counts. */
  provider: string;
  /** How far ahead (ms) one user's own requests may be queued on a host before the next is refused. */
  userQueueMs: number;
  /** Calls per UTC day for the whole deployment (Tank01 bills per call); none when undefined. */
  dailyCap?: () => number | undefined;
}

/** The provider's calls for today (UTC) have reached the daily cap; nothing was sent. */
export class DailyCapError extends UpstreamQueueFullError {
  constructor(host: string, readonly untilResetMs: number) {
    super(host, untilResetMs);
    this.message = `Daily call budget used up: resets in ${Math.ceil(untilResetMs / 60_000)} min`;
  }
}

type Decision = { wait_ms: number; failures: number } | { refused: "backoff" | "queue_full" | "busy" | "user_queue" | "daily_cap"; retry_ms: number };

/**
 * The deployment's upstream budget, in Postgres (migration 20261123080000): one pace per host and
 * one backoff shared by every isolate, each decision one rpc. Background work that finds the host
 * busy asks again later instead of queueing ahead of interactive requests. When the database cannot
 * be asked, this isolate falls back to its own memory budget (politeness degrades to per-isolate,
 * requests still work) and says so in the log.
 */
export class TableBudget implements UpstreamBudget {
  readonly #client: SupabaseClient;
  readonly #clock: Clock;
  readonly #settings: () => UpstreamSettings;
  readonly #options: TableBudgetOptions;
  readonly #fallback: MemoryBudget;
  /** Backoff last seen per host, so a refusal can be answered without a round trip. */
  readonly #backoffUntil = new Map<string, number>();

  constructor(client: SupabaseClient, clock: Clock, settings: () => UpstreamSettings, options: Partial<TableBudgetOptions> & { provider: string }) {
    this.#client = client;
    this.#clock = clock;
    this.#settings = settings;
    this.#options = { ...DEFAULT_LIMITER_OPTIONS, userQueueMs: 0, ...options };
    this.#fallback = new MemoryBudget(clock, settings, this.#options);
  }

  async acquire(host: string, meta: RequestMeta): Promise<void> {
    const known = this.backoffRemainingMs(host);
    if (known > 0) throw new UpstreamBackoffError(host, known);
    const maxWait = meta.priority === "interactive" ? this.#options.maxInteractiveWaitMs : this.#options.maxBackgroundWaitMs;
    const since = this.#clock.now();
    for (;;) {
      const decision = await this.#decide(host, meta, maxWait);
      if (decision === null) return await this.#fallback.acquire(host, meta);
      if ("wait_ms" in decision) {
        // The host failed recently (seen by any isolate): this request's answer must be reported.
        if (decision.failures > 0) this.#sawFailure.add(host);
        if (decision.wait_ms > 0) await sleep(this.#clock, decision.wait_ms);
        return;
      }
      const retryMs = Math.max(1, decision.retry_ms);
      switch (decision.refused) {
        case "backoff":
          this.#backoffUntil.set(host, this.#clock.now() + retryMs);
          throw new UpstreamBackoffError(host, retryMs);
        case "user_queue":
          throw userQueueError(retryMs);
        case "daily_cap":
          throw new DailyCapError(host, retryMs);
        case "queue_full":
          throw new UpstreamQueueFullError(host, retryMs);
        case "busy": {
          // Background work: wait for a free slot without holding one, interactive requests first.
          const waited = this.#clock.now() - since;
          if (waited + retryMs > maxWait) throw new UpstreamQueueFullError(host, waited + retryMs);
          await sleep(this.#clock, retryMs + Math.floor(Math.random() * 250));
        }
      }
    }
  }

  async report(host: string, status: number, retryAfterSec: number | null): Promise<void> {
    const failed = isBackoffStatus(status);
    // A success clears a backoff: only worth a round trip when one may be in force.
    if (!failed && !this.#sawFailure.has(host)) return;
    const s = this.#settings();
    const { data, error } = await this.#client.rpc("upstream_report", {
      p_host: this.#key(host),
      p_failed: failed,
      p_retry_after_sec: retryAfterSec === null ? null : Math.round(retryAfterSec),
      p_initial_sec: s.backoff_initial_sec,
      p_max_sec: s.backoff_max_sec,
      p_now: new Date(this.#clock.now()).toISOString(),
    });
    if (error) {
      console.warn(`upstream_report failed for ${host}; backing off in this isolate only:`, error.message);
      await this.#fallback.report(host, status, retryAfterSec);
      return;
    }
    if (failed) {
      this.#sawFailure.add(host);
      this.#backoffUntil.set(host, this.#clock.now() + Number(data ?? 0));
    } else {
      this.#sawFailure.delete(host);
      this.#backoffUntil.delete(host);
    }
  }

  /** Hosts this isolate saw fail since their last success: their next success clears the shared backoff. */
  readonly #sawFailure = new Set<string>();

  backoffRemainingMs(host: string): number {
    const until = this.#backoffUntil.get(host);
    const shared = until === undefined ? 0 : Math.max(0, until - this.#clock.now());
    return Math.max(shared, this.#fallback.backoffRemainingMs(host));
  }

  async chargeUser(userId: string, capPerMin: number): Promise<void> {
    const { data, error } = await this.#client.rpc("upstream_charge_user", {
      p_user: userId,
      p_cap_per_min: capPerMin,
      p_now: new Date(this.#clock.now()).toISOString(),
    });
    if (error) {
      console.warn("upstream_charge_user failed; counting in this isolate only:", error.message);
      return await this.#fallback.chargeUser(userId, capPerMin);
    }
    const waitMs = Number(data ?? 0);
    if (waitMs > 0) throw userCapError(capPerMin, waitMs);
  }

  /**
   * The stagger slot is a pace of its own in upstream_hosts ('<provider>:stagger:<group>', one
   * refresh per interval, no burst), taken in the same one rpc as a host's pace, so every isolate
   * spreads its refreshes against every other's.
   */
  async stagger(group: string, intervalMs: number): Promise<void> {
    if (!(intervalMs > 0)) return;
    const { data, error } = await this.#client.rpc("upstream_acquire", {
      p_host: this.#key(`stagger:${group}`),
      p_priority: "interactive",
      p_user: null,
      p_rate: 1000 / intervalMs,
      p_burst: 1,
      p_max_wait_ms: STAGGER_MAX_WAIT_MS,
      p_user_queue_ms: null,
      p_daily_cap: null,
      p_now: new Date(this.#clock.now()).toISOString(),
    });
    if (error) {
      console.warn(`upstream_acquire failed for the ${group} stagger; spreading in this isolate only:`, error.message);
      return await this.#fallback.stagger(group, intervalMs);
    }
    const decision = data as Decision;
    // Refused (a long queue of leagues): go now rather than hold the refresh lease waiting.
    if ("wait_ms" in decision && decision.wait_ms > 0) await sleep(this.#clock, decision.wait_ms);
  }

  async #decide(host: string, meta: RequestMeta, maxWait: number): Promise<Decision | null> {
    const { data, error } = await this.#client.rpc("upstream_acquire", {
      p_host: this.#key(host),
      p_priority: meta.priority,
      p_user: meta.personal && meta.userId ? meta.userId : null,
      p_rate: this.#options.ratePerSec,
      p_burst: this.#options.burst,
      p_max_wait_ms: Math.round(maxWait),
      p_user_queue_ms: meta.personal && meta.userId ? this.#options.userQueueMs : null,
      p_daily_cap: this.#options.dailyCap?.() ?? null,
      p_now: new Date(this.#clock.now()).toISOString(),
    });
    if (error) {
      console.warn(`upstream_acquire failed for ${host}; pacing in this isolate only:`, error.message);
      return null;
    }
    return data as Decision;
  }

  #key(host: string): string {
    return `${this.#options.provider}:${host}`;
  }
}
