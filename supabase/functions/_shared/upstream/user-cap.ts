import { AppError } from "../errors.ts";
import type { Clock } from "./clock.ts";
import { seconds } from "./retry-after.ts";

const WINDOW_MS = 60_000;

/**
 * `hard_cap_rpm_per_user`: upstream calls one app user may cause per rolling minute (per isolate).
 * Cache hits and joining another caller's in-flight request cost nothing.
 */
export class UserRateCap {
  readonly #calls = new Map<string, number[]>();
  readonly #clock: Clock;

  constructor(clock: Clock) {
    this.#clock = clock;
  }

  /** Counts one call for `userId`, or throws `rate_limited` (429) with Retry-After when over `limit`. */
  take(userId: string, limit: number): void {
    const now = this.#clock.now();
    const recent = (this.#calls.get(userId) ?? []).filter((t) => now - t < WINDOW_MS);
    if (recent.length >= limit) {
      this.#calls.set(userId, recent);
      throw userCapError(limit, recent[0] + WINDOW_MS - now);
    }
    recent.push(now);
    this.#calls.set(userId, recent);
    if (this.#calls.size > 10_000) this.#sweep(now);
  }

  #sweep(now: number): void {
    for (const [user, times] of this.#calls) {
      if (times.every((t) => now - t >= WINDOW_MS)) this.#calls.delete(user);
    }
  }
}

/** 429 with Retry-After: the user's own upstream calls reached hard_cap_rpm_per_user. */
export function userCapError(limit: number, retryInMs: number): AppError {
  return rateLimited(`Too many requests to MyFantasyLeague: the limit is ${limit} per minute`, retryInMs);
}

/** 429 with Retry-After: the user's own requests already fill their share of a host's queue. */
export function userQueueError(retryInMs: number): AppError {
  return rateLimited("Too many requests to MyFantasyLeague at once", retryInMs);
}

function rateLimited(what: string, retryInMs: number): AppError {
  const retryAfterSec = Math.max(1, Math.ceil(retryInMs / 1000));
  return new AppError(
    "rate_limited",
    `${what}: try again in ${seconds(retryAfterSec)}`,
    { retryAfterSec },
    { "Retry-After": String(retryAfterSec) },
  );
}
