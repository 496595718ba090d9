import type { SupabaseClient } from "../supabase.ts";
import type { CacheEntry, CacheStore, Claim, StaleReason } from "./cache-entry.ts";

interface Row {
  body: unknown;
  fetched_at: string;
  expires_at: string;
  stale_reason: string | null;
}

interface ClaimRow {
  lease: Claim["lease"];
  entry: Row | null;
  lease_until?: string;
}

/**
 * `public.upstream_cache` and its leases through the service-role client, each step one rpc
 * (migration 20261123080000): answers survive isolate restarts, are shared between isolates, and
 * one isolate at a time refreshes a key. A database problem must never fail a request that MFL
 * could answer, so every error is logged and read as "refresh on your own".
 */
export class TableCacheStore implements CacheStore {
  readonly #client: SupabaseClient;

  constructor(serviceClient: SupabaseClient) {
    this.#client = serviceClient;
  }

  async claim(key: string, holder: string, leaseMs: number, force: boolean, now: number): Promise<Claim | null> {
    const { data, error } = await this.#client.rpc("upstream_claim", {
      p_key: key,
      p_holder: holder,
      p_lease_ms: Math.round(leaseMs),
      p_force: force,
      p_now: iso(now),
    });
    if (error) return warn(`upstream_claim failed for ${key}`, error, null);
    const row = data as ClaimRow;
    const claim: Claim = { lease: row.lease, entry: row.entry ? entryOf(row.entry) : null };
    if (row.lease_until) claim.leaseUntil = Date.parse(row.lease_until);
    return claim;
  }

  async store(key: string, holder: string, entry: CacheEntry): Promise<void> {
    const { error } = await this.#client.rpc("upstream_store", {
      p_key: key,
      p_holder: holder,
      p_body: entry.body,
      p_fetched_at: iso(entry.fetchedAt),
      p_expires_at: iso(entry.expiresAt),
    });
    if (error) warn(`upstream_store failed for ${key}`, error, undefined);
  }

  async markStale(key: string, holder: string, reason: StaleReason, retryAt: number): Promise<void> {
    const { error } = await this.#client.rpc("upstream_mark_stale", { p_key: key, p_holder: holder, p_reason: reason, p_retry_at: iso(retryAt) });
    if (error) warn(`upstream_mark_stale failed for ${key}`, error, undefined);
  }

  async peek(key: string): Promise<CacheEntry | null> {
    const { data, error } = await this.#client.from("upstream_cache").select("body,fetched_at,expires_at,stale_reason").eq("key", key).maybeSingle();
    if (error) return warn(`reading upstream_cache failed for ${key}`, error, null);
    return data ? entryOf(data as Row) : null;
  }

  async release(key: string, holder: string): Promise<void> {
    const { error } = await this.#client.rpc("upstream_release", { p_key: key, p_holder: holder });
    if (error) warn(`upstream_release failed for ${key}`, error, undefined);
  }
}

function entryOf(row: Row): CacheEntry {
  return {
    body: row.body,
    fetchedAt: Date.parse(row.fetched_at),
    expiresAt: Date.parse(row.expires_at),
    staleReason: (row.stale_reason as StaleReason | null) ?? null,
  };
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

function warn<T>(what: string, error: { message?: string }, value: T): T {
  console.warn(`${what}:`, error.message ?? String(error));
  return value;
}
