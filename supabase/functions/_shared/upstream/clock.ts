/**
 * Time as a dependency: every wait, timeout, TTL and backoff in the upstream layer goes through a
 * Clock, so tests drive time by hand instead of sleeping.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Runs `fn` after `ms`; returns a function that cancels it. */
  setTimer(ms: number, fn: () => void): () => void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimer(ms, fn) {
    const id = setTimeout(fn, Math.max(0, ms));
    return () => clearTimeout(id);
  },
};

export function sleep(clock: Clock, ms: number): Promise<void> {
  return new Promise((resolve) => clock.setTimer(ms, resolve));
}
