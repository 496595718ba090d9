import assert from "node:assert/strict";
import type { SupabaseClient } from "../supabase.ts";
import { TableCacheStore } from "./table-store.ts";

/** Just enough of supabase-js for the store: rpc calls recorded, answered from `answers`. */
function fakeClient(answers: Record<string, unknown> = {}, fail = false) {
  const calls: { fn: string; args: Record<string, unknown> }[] = [];
  const client = {
    rpc(fn: string, args: Record<string, unknown>) {
      calls.push({ fn, args });
      return Promise.resolve(fail ? { data: null, error: { message: "db down" } } : { data: answers[fn] ?? null, error: null });
    },
  };
  return { client: client as unknown as SupabaseClient, calls };
}

Deno.test("table store: a claim is one rpc, its entry read back as epoch ms", async () => {
  const { client, calls } = fakeClient({
    upstream_claim: {
      lease: "held",
      lease_until: "2026-01-01T00:00:25.000Z",
      entry: { body: { a: 1 }, fetched_at: "2026-01-01T00:00:00+00:00", expires_at: "2026-01-01T00:10:00+00:00", stale_reason: "server_error" },
    },
  });
  const store = new TableCacheStore(client);
  const claim = await store.claim("k", "w1:1", 25_000, false, Date.UTC(2026, 0, 1, 0, 0, 5));
  assert.deepEqual(claim, {
    lease: "held",
    leaseUntil: Date.UTC(2026, 0, 1, 0, 0, 25),
    entry: { body: { a: 1 }, fetchedAt: Date.UTC(2026, 0, 1), expiresAt: Date.UTC(2026, 0, 1, 0, 10), staleReason: "server_error" },
  });
  assert.deepEqual(calls, [{
    fn: "upstream_claim",
    args: { p_key: "k", p_holder: "w1:1", p_lease_ms: 25_000, p_force: false, p_now: "2026-01-01T00:00:05.000Z" },
  }]);
});

Deno.test("table store: store, mark stale and release name the holder, times as ISO", async () => {
  const { client, calls } = fakeClient();
  const store = new TableCacheStore(client);
  await store.store("k", "w1:1", { body: { a: 1 }, fetchedAt: Date.UTC(2026, 0, 1), expiresAt: Date.UTC(2026, 0, 1, 0, 10) });
  await store.markStale("k", "w1:2", "server_error", Date.UTC(2026, 0, 1, 0, 0, 2));
  await store.release("k", "w1:3");
  assert.deepEqual(calls, [
    {
      fn: "upstream_store",
      args: { p_key: "k", p_holder: "w1:1", p_body: { a: 1 }, p_fetched_at: "2026-01-01T00:00:00.000Z", p_expires_at: "2026-01-01T00:10:00.000Z" },
    },
    { fn: "upstream_mark_stale", args: { p_key: "k", p_holder: "w1:2", p_reason: "server_error", p_retry_at: "2026-01-01T00:00:02.000Z" } },
    { fn: "upstream_release", args: { p_key: "k", p_holder: "w1:3" } },
  ]);
});

Deno.test("database errors never fail the request: logged, and a claim reads as 'refresh on your own'", async () => {
  const warn = console.warn;
  console.warn = () => {};
  try {
    const { client } = fakeClient({}, true);
    const store = new TableCacheStore(client);
    assert.equal(await store.claim("k", "h", 1000, false, 0), null);
    await store.store("k", "h", { body: 1, fetchedAt: 0, expiresAt: 0 });
    await store.markStale("k", "h", "network", 0);
    await store.release("k", "h");
  } finally {
    console.warn = warn;
  }
});
