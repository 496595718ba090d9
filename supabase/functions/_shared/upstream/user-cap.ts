import { AppError } from "../errors.ts";
import type { Clock } from "./clock.ts";
import { seconds } from "./app-errors.ts";

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
      const retryAfterSec = Math.max(1, Math.ceil((recent[0] + WINDOW_MS - now) / 1000));
      throw new AppError(
        "rate_limited",
        `Too many requests to MyFantasyLeague: the limit is ${limit} per minute, try again in ${seconds(retryAfterSec)}`,
        { retryAfterSec },
        { "Retry-After": String(retryAfterSec) },
      );
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
