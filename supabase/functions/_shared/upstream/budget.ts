import type { RequestMeta } from "./transport.ts";
import { type Clock, sleep } from "./clock.ts";
import { HostBackoff } from "./host-backoff.ts";
import { HostLimiter, type HostLimiterOptions } from "./host-limiter.ts";
import type { UpstreamSettings } from "./settings.ts";
import { UserRateCap } from "./user-cap.ts";

/**
 * What an upstream call must be granted before it goes out: the host's shared backoff and pace,
 * and the caller's share. `TableBudget` keeps it in Postgres for the whole deployment (every
 * isolate); `MemoryBudget` keeps it in this isolate only (unit tests, and the fallback while the
 * database cannot be asked).
 */
export interface UpstreamBudget {
  /**
   * Resolves when one request may go to `host`. Throws UpstreamBackoffError while the host backs off,
   * UpstreamQueueFullError when the wait would be too long, AppError rate_limited (429) when the
   * caller's own requests already fill their share of the queue.
   */
  acquire(host: string, meta: RequestMeta): Promise<void>;
  /** How the host answered: a 429 or 5xx starts (or doubles) the backoff, anything else clears it. */
  report(host: string, status: number, retryAfterSec: number | null): Promise<void>;
  /** Milliseconds the host is known to back off; 0 when it may be tried. */
  backoffRemainingMs(host: string): number;
  /** One upstream call started by `userId` (hard_cap_rpm_per_user); throws rate_limited over the cap. */
  chargeUser(userId: string, capPerMin: number): Promise<void>;
  /**
   * Resolves when a refresh of the `group` (every league's live scores) may start: at least
   * `intervalMs` after the previous one started (per_league_stagger_ms), waiting at most
   * STAGGER_MAX_WAIT_MS; past that the refresh goes anyway (the host's pace still applies). A
   * budget without it (Tank01's) staggers nothing.
   */
  stagger?(group: string, intervalMs: number): Promise<void>;
}

/**
 * The longest a refresh waits for its stagger slot: enough to spread a burst of twenty leagues at
 * 250 ms, well inside a refresh lease, so waiting never hands the lease to another isolate.
 */
export const STAGGER_MAX_WAIT_MS = 5_000;

/** Pace, backoff and cap of this isolate alone. */
export class MemoryBudget implements UpstreamBudget {
  readonly limiter: HostLimiter;
  readonly backoff: HostBackoff;
  readonly #userCap: UserRateCap;
  readonly #clock: Clock;
  /** Group → when its next refresh may start (epoch ms). */
  readonly #staggerNext = new Map<string, number>();

  constructor(clock: Clock, settings: () => Pick<UpstreamSettings, "backoff_initial_sec" | "backoff_max_sec">, limiter?: Partial<HostLimiterOptions>) {
    this.limiter = new HostLimiter(clock, limiter);
    this.backoff = new HostBackoff(clock, settings);
    this.#userCap = new UserRateCap(clock);
    this.#clock = clock;
  }

  async stagger(group: string, intervalMs: number): Promise<void> {
    if (!(intervalMs > 0)) return;
    const now = this.#clock.now();
    const start = Math.max(now, this.#staggerNext.get(group) ?? 0);
    if (start - now > STAGGER_MAX_WAIT_MS) return;
    this.#staggerNext.set(group, start + intervalMs);
    if (start > now) await sleep(this.#clock, start - now);
  }

  acquire(host: string, meta: RequestMeta): Promise<void> {
    return this.limiter.acquire(host, meta.priority);
  }

  report(host: string, status: number, retryAfterSec: number | null): Promise<void> {
    if (isBackoffStatus(status)) this.backoff.failure(host, retryAfterSec);
    else this.backoff.success(host);
    return Promise.resolve();
  }

  backoffRemainingMs(host: string): number {
    return this.backoff.remainingMs(host);
  }

  chargeUser(userId: string, capPerMin: number): Promise<void> {
    try {
      this.#userCap.take(userId, capPerMin);
      return Promise.resolve();
    } catch (error) {
      return Promise.reject(error);
    }
  }
}

/** MFL asks clients to back off after these (reference §3). */
export function isBackoffStatus(status: number): boolean {
  return status === 429 || status >= 500;
}
