import assert from "node:assert/strict";
import type { SupabaseClient } from "../supabase.ts";
import { TableCacheStore } from "./table-store.ts";

/** Just enough of supabase-js's query builder for the store, recording what it is asked. */
function fakeClient(rows: Map<string, Record<string, unknown>>, fail = false) {
  const log: string[] = [];
  const error = fail ? { message: "db down" } : null;
  const client = {
    from(table: string) {
      log.push(`from ${table}`);
      return {
        select: () => ({
          eq: (_col: string, key: string) => ({
            maybeSingle: () => Promise.resolve({ data: fail ? null : rows.get(key) ?? null, error }),
          }),
        }),
        upsert: (row: Record<string, unknown>, opts: { onConflict: string }) => {
          log.push(`upsert ${opts.onConflict}`);
          if (!fail) rows.set(String(row.key), row);
          return Promise.resolve({ error });
        },
        update: (patch: Record<string, unknown>) => ({
          eq: (_col: string, key: string) => {
            if (!fail && rows.has(key)) rows.set(key, { ...rows.get(key)!, ...patch });
            return Promise.resolve({ error });
          },
        }),
      };
    },
  };
  return { client: client as unknown as SupabaseClient, log };
}

Deno.test("table store round-trips entries as timestamptz rows and marks them stale", async () => {
  const rows = new Map<string, Record<string, unknown>>();
  const { client, log } = fakeClient(rows);
  const store = new TableCacheStore(client);
  assert.equal(await store.get("k"), null);
  await store.set("k", { body: { a: 1 }, fetchedAt: Date.UTC(2026, 0, 1), expiresAt: Date.UTC(2026, 0, 1, 0, 10) });
  assert.equal(rows.get("k")?.expires_at, "2026-01-01T00:10:00.000Z");
  await store.markStale("k", "server_error");
  assert.deepEqual(await store.get("k"), {
    body: { a: 1 },
    fetchedAt: Date.UTC(2026, 0, 1),
    expiresAt: Date.UTC(2026, 0, 1, 0, 10),
    staleReason: "server_error",
  });
  assert.ok(log.includes("from upstream_cache"));
  assert.ok(log.includes("upsert key"));
});

Deno.test("database errors never fail the request: logged and treated as a miss", async () => {
  const warn = console.warn;
  console.warn = () => {};
  try {
    const { client } = fakeClient(new Map(), true);
    const store = new TableCacheStore(client);
    assert.equal(await store.get("k"), null);
    await store.set("k", { body: 1, fetchedAt: 0, expiresAt: 0 });
    await store.markStale("k", "network");
  } finally {
    console.warn = warn;
  }
});
