import type { CacheEntry, CacheStore, StaleReason } from "./cache-entry.ts";

/** The shared table, in memory: survives "isolate restarts" (new MflUpstream instances) in tests. */
export class MapStore implements CacheStore {
  readonly rows = new Map<string, CacheEntry>();
  reads = 0;
  writes = 0;

  get(key: string): Promise<CacheEntry | null> {
    this.reads++;
    const row = this.rows.get(key);
    return Promise.resolve(row ? structuredClone(row) : null);
  }

  set(key: string, entry: CacheEntry): Promise<void> {
    this.writes++;
    this.rows.set(key, structuredClone(entry));
    return Promise.resolve();
  }

  markStale(key: string, reason: StaleReason): Promise<void> {
    const row = this.rows.get(key);
    if (row) row.staleReason = reason;
    return Promise.resolve();
  }
}
