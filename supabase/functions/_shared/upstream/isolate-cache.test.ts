import assert from "node:assert/strict";
import { IsolateCache } from "./isolate-cache.ts";

Deno.test("memory cache evicts the least recently used entry", () => {
  const m = new IsolateCache(2);
  const e = (n: number) => ({ body: n, fetchedAt: n, expiresAt: n });
  m.set("a", e(1));
  m.set("b", e(2));
  m.get("a");
  m.set("c", e(3));
  assert.equal(m.get("b"), undefined);
  assert.equal(m.get("a")?.body, 1);
  assert.equal(m.size, 2);
});
