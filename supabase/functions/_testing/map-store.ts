import type { CacheEntry, CacheStore, Claim, StaleReason } from "../_shared/upstream/cache-entry.ts";

/**
 * The shared table with its leases, in memory: shared by several MflUpstream instances in a test,
 * it stands for the isolates of a deployment (and survives "isolate restarts").
 */
export class MapStore implements CacheStore {
  readonly rows = new Map<string, CacheEntry>();
  readonly leases = new Map<string, { holder: string; until: number }>();
  reads = 0;
  writes = 0;

  claim(key: string, holder: string, leaseMs: number, force: boolean, now: number): Promise<Claim> {
    this.reads++;
    const row = this.rows.get(key);
    const entry = row ? structuredClone(row) : null;
    if (entry && !force && entry.expiresAt > now) return Promise.resolve({ lease: "none", entry });
    const lease = this.leases.get(key);
    if (lease && lease.until > now && lease.holder !== holder) {
      return Promise.resolve({ lease: "held", entry, leaseUntil: lease.until });
    }
    this.leases.set(key, { holder, until: now + leaseMs });
    return Promise.resolve({ lease: "mine", entry, leaseUntil: now + leaseMs });
  }

  store(key: string, holder: string, entry: CacheEntry): Promise<void> {
    this.writes++;
    const row = this.rows.get(key);
    if (!row || row.fetchedAt <= entry.fetchedAt) this.rows.set(key, structuredClone({ ...entry, staleReason: null }));
    this.#release(key, holder);
    return Promise.resolve();
  }

  markStale(key: string, holder: string, reason: StaleReason, retryAt: number): Promise<void> {
    const row = this.rows.get(key);
    if (row) Object.assign(row, { staleReason: reason, expiresAt: retryAt });
    this.#release(key, holder);
    return Promise.resolve();
  }

  peek(key: string): Promise<CacheEntry | null> {
    const row = this.rows.get(key);
    return Promise.resolve(row ? structuredClone(row) : null);
  }

  release(key: string, holder: string): Promise<void> {
    this.#release(key, holder);
    return Promise.resolve();
  }

  #release(key: string, holder: string) {
    if (this.leases.get(key)?.holder === holder) this.leases.delete(key);
  }
}
