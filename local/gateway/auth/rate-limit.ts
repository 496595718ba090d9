/**
 * Failed sign-ins per e-mail in a sliding window. GoTrue limits per IP; locally every client is
 * 127.0.0.1, so the per-e-mail limit is what protects an account (and what tests can exercise).
 * In memory: the gateway is one process, and a restart forgetting the count is harmless.
 */
export class FailureLimiter {
  #failures = new Map<string, number[]>();

  constructor(private max: number, private windowMs: number, private now: () => number = Date.now) {}

  #recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const list = (this.#failures.get(key) ?? []).filter((t) => t > since);
    if (list.length) this.#failures.set(key, list);
    else this.#failures.delete(key);
    return list;
  }

  /** True when `key` has used up its failures and must wait. */
  blocked(key: string): boolean {
    return this.#recent(key).length >= this.max;
  }

  fail(key: string): void {
    this.#failures.set(key, [...this.#recent(key), this.now()]);
  }

  reset(key: string): void {
    this.#failures.delete(key);
  }
}
