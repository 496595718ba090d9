/**
 * Concurrent callers asking for the same key share one promise: N viewers of a league whose
 * cache entry just expired cause one upstream call, not N. Per isolate.
 */
export class SingleFlight {
  readonly #inFlight = new Map<string, Promise<unknown>>();

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const existing = this.#inFlight.get(key);
    if (existing) return existing as Promise<T>;
    const promise = (async () => {
      try {
        return await work();
      } finally {
        this.#inFlight.delete(key);
      }
    })();
    this.#inFlight.set(key, promise);
    return promise;
  }

  has(key: string): boolean {
    return this.#inFlight.has(key);
  }
}
