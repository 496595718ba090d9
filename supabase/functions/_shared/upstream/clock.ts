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

/**
 * `promise`'s value if it settles by `at` (epoch ms on `clock`), else undefined; a rejection by then
 * is thrown. The timer is cleared either way, so nothing is left pending.
 */
export async function settledBy<T>(clock: Clock, promise: Promise<T>, at: number): Promise<{ value: T } | undefined> {
  let cancel = () => {};
  const late = new Promise<undefined>((resolve) => {
    cancel = clock.setTimer(at - clock.now(), () => resolve(undefined));
  });
  try {
    return await Promise.race([promise.then((value) => ({ value })), late]);
  } finally {
    cancel();
  }
}
