import { UpstreamQueueFullError } from "./errors.ts";
import type { Priority } from "./transport.ts";
import type { Clock } from "./clock.ts";

export interface HostLimiterOptions {
  /** Sustained requests per second per host. MFL asks for about one a second. */
  ratePerSec: number;
  /** Requests that may start back to back after a quiet spell. */
  burst: number;
  /** Longest estimated queue wait an interactive request accepts before failing fast. */
  maxInteractiveWaitMs: number;
  /** Same for background work (syncs), which can afford to wait. */
  maxBackgroundWaitMs: number;
}

export const DEFAULT_LIMITER_OPTIONS: HostLimiterOptions = {
  ratePerSec: 1,
  // One at a time, a second apart: MFL's own small allowance then absorbs a call that loses time
  // between its slot and MFL (a database round trip under load). Sent two at a time at MFL's very
  // pace, such a call makes the next one arrive early by MFL's clock: 429 (sunday-scale bench).
  burst: 1,
  maxInteractiveWaitMs: 20_000,
  maxBackgroundWaitMs: 10 * 60_000,
};

interface Waiter {
  resolve: () => void;
}

interface HostState {
  tokens: number;
  refilledAt: number;
  interactive: Waiter[];
  background: Waiter[];
  cancelTimer?: () => void;
}

/**
 * One outbound token bucket per MFL host with a two-level priority queue: every interactive request
 * waiting for a host starts before any background one. `acquire` resolves when the request may go.
 */
export class HostLimiter {
  readonly #hosts = new Map<string, HostState>();
  readonly #clock: Clock;
  readonly #options: HostLimiterOptions;

  constructor(clock: Clock, options: Partial<HostLimiterOptions> = {}) {
    this.#clock = clock;
    this.#options = { ...DEFAULT_LIMITER_OPTIONS, ...options };
    if (!(this.#options.ratePerSec > 0) || !(this.#options.burst >= 1)) {
      throw new Error("HostLimiter needs ratePerSec > 0 and burst >= 1");
    }
  }

  acquire(host: string, priority: Priority): Promise<void> {
    const state = this.#state(host);
    this.#refill(state);
    const queued = state.interactive.length + state.background.length;
    if (queued === 0 && state.tokens >= 1) {
      state.tokens -= 1;
      return Promise.resolve();
    }
    const ahead = priority === "interactive" ? state.interactive.length : queued;
    const waitMs = ((ahead + 1 - state.tokens) / this.#options.ratePerSec) * 1000;
    const maxWait = priority === "interactive" ? this.#options.maxInteractiveWaitMs : this.#options.maxBackgroundWaitMs;
    if (waitMs > maxWait) return Promise.reject(new UpstreamQueueFullError(host, waitMs));
    return new Promise((resolve) => {
      (priority === "interactive" ? state.interactive : state.background).push({ resolve });
      this.#schedule(host, state);
    });
  }

  /** Requests waiting for `host` (for tests and diagnostics). */
  queued(host: string): number {
    const s = this.#hosts.get(host);
    return s ? s.interactive.length + s.background.length : 0;
  }

  #state(host: string): HostState {
    let s = this.#hosts.get(host);
    if (!s) {
      s = { tokens: this.#options.burst, refilledAt: this.#clock.now(), interactive: [], background: [] };
      this.#hosts.set(host, s);
    }
    return s;
  }

  #refill(s: HostState): void {
    const now = this.#clock.now();
    const earned = ((now - s.refilledAt) / 1000) * this.#options.ratePerSec;
    s.tokens = Math.min(this.#options.burst, s.tokens + earned);
    s.refilledAt = now;
  }

  #schedule(host: string, s: HostState): void {
    if (s.cancelTimer) return;
    const waitMs = Math.max(0, ((1 - s.tokens) / this.#options.ratePerSec) * 1000);
    s.cancelTimer = this.#clock.setTimer(Math.ceil(waitMs), () => {
      s.cancelTimer = undefined;
      this.#pump(host, s);
    });
  }

  #pump(host: string, s: HostState): void {
    this.#refill(s);
    while (s.tokens >= 1 - 1e-9) {
      const next = s.interactive.shift() ?? s.background.shift();
      if (!next) break;
      s.tokens = Math.max(0, s.tokens - 1);
      next.resolve();
    }
    if (s.interactive.length + s.background.length > 0) this.#schedule(host, s);
  }
}
