import type { Clock } from "./clock.ts";

export interface BackoffSettings {
  backoff_initial_sec: number;
  backoff_max_sec: number;
}

interface HostBackoffState {
  failures: number;
  until: number;
}

/**
 * Exponential backoff per MFL host after a 429 or 5xx: initial, 2x, 4x ... up to the maximum; a
 * success clears it. While a host is backing off nothing is sent to it (MFL asks clients not to
 * retry at once); callers serve the last good data or fail fast.
 */
export class HostBackoff {
  readonly #hosts = new Map<string, HostBackoffState>();
  readonly #clock: Clock;
  readonly #settings: () => BackoffSettings;

  constructor(clock: Clock, settings: () => BackoffSettings) {
    this.#clock = clock;
    this.#settings = settings;
  }

  /** Milliseconds until `host` may be tried again; 0 when it may be tried now. */
  remainingMs(host: string): number {
    const s = this.#hosts.get(host);
    return s ? Math.max(0, s.until - this.#clock.now()) : 0;
  }

  /** Records a 429/5xx; returns the backoff now in force, in ms. `Retry-After` is honoured up to the max. */
  failure(host: string, retryAfterSec: number | null = null): number {
    const { backoff_initial_sec: initial, backoff_max_sec: max } = this.#settings();
    const s = this.#hosts.get(host) ?? { failures: 0, until: 0 };
    s.failures += 1;
    const exponential = Math.min(initial * 2 ** (s.failures - 1), max);
    const delayMs = Math.min(Math.max(exponential, retryAfterSec ?? 0), Math.max(max, initial)) * 1000;
    s.until = this.#clock.now() + delayMs;
    this.#hosts.set(host, s);
    return delayMs;
  }

  success(host: string): void {
    this.#hosts.delete(host);
  }

  failures(host: string): number {
    return this.#hosts.get(host)?.failures ?? 0;
  }
}
