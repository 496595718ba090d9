import type { SupabaseClient } from "../supabase.ts";
import type { CacheEntry, CacheStore, StaleReason } from "./cache-entry.ts";

const TABLE = "upstream_cache";

interface Row {
  key: string;
  body: unknown;
  fetched_at: string;
  expires_at: string;
  stale_reason: string | null;
}

/**
 * `public.upstream_cache` through the service-role client: answers survive isolate restarts and
 * are shared between isolates. A database problem must never fail a request that MFL could answer,
 * so every error is logged and treated as a miss.
 */
export class TableCacheStore implements CacheStore {
  readonly #client: SupabaseClient;

  constructor(serviceClient: SupabaseClient) {
    this.#client = serviceClient;
  }

  async get(key: string): Promise<CacheEntry | null> {
    try {
      const { data, error } = await this.#client.from(TABLE).select("key,body,fetched_at,expires_at,stale_reason")
        .eq("key", key).maybeSingle();
      if (error) throw error;
      if (!data) return null;
      const row = data as Row;
      return {
        body: row.body,
        fetchedAt: Date.parse(row.fetched_at),
        expiresAt: Date.parse(row.expires_at),
        staleReason: (row.stale_reason as StaleReason | null) ?? null,
      };
    } catch (error) {
      console.warn(`upstream_cache read failed for ${key}:`, describe(error));
      return null;
    }
  }

  async set(key: string, entry: CacheEntry): Promise<void> {
    try {
      const row: Row = {
        key,
        body: entry.body,
        fetched_at: new Date(entry.fetchedAt).toISOString(),
        expires_at: new Date(entry.expiresAt).toISOString(),
        stale_reason: entry.staleReason ?? null,
      };
      const { error } = await this.#client.from(TABLE).upsert(row, { onConflict: "key" });
      if (error) throw error;
    } catch (error) {
      console.warn(`upstream_cache write failed for ${key}:`, describe(error));
    }
  }

  async markStale(key: string, reason: StaleReason): Promise<void> {
    try {
      const { error } = await this.#client.from(TABLE).update({ stale_reason: reason }).eq("key", key);
      if (error) throw error;
    } catch (error) {
      console.warn(`upstream_cache update failed for ${key}:`, describe(error));
    }
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === "object" && error !== null && "message" in error) return String(error.message);
  return String(error);
}
