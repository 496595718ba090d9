import assert from "node:assert/strict";
import { corsHeaders } from "./cors.ts";
import { json, preflight } from "./responses.ts";

Deno.test("json sets status, JSON content type, CORS and extra headers", async () => {
  const res = json({ success: true }, 201, { "Cache-Control": "no-store" });
  assert.equal(res.status, 201);
  assert.equal(res.headers.get("Content-Type"), "application/json; charset=utf-8");
  assert.equal(res.headers.get("Cache-Control"), "no-store");
  for (const [name, value] of Object.entries(corsHeaders)) assert.equal(res.headers.get(name), value);
  assert.deepEqual(await res.json(), { success: true });
});

Deno.test("preflight answers ok with the CORS headers", async () => {
  const res = preflight();
  assert.equal(res.status, 200);
  assert.equal(res.headers.get("Access-Control-Allow-Origin"), "*");
  assert.equal(await res.text(), "ok");
});

Deno.test("revalidatable: an ETag and no-cache; the same body asked again with it is a 304 without a body", async () => {
  const { revalidatable } = await import("./responses.ts");
  const first = await revalidatable(new Request("http://x/scoring"), { week: 12, total: 101.5 });
  assert.equal(first.status, 200);
  assert.equal(first.headers.get("Cache-Control"), "private, no-cache");
  assert.equal(first.headers.get("Content-Type"), "application/json; charset=utf-8");
  assert.deepEqual(await first.json(), { week: 12, total: 101.5 });
  const etag = first.headers.get("ETag")!;
  assert.match(etag, /^"[\w-]+"$/);
  const again = await revalidatable(new Request("http://x/scoring", { headers: { "If-None-Match": `W/${etag}` } }), { week: 12, total: 101.5 });
  assert.equal(again.status, 304);
  assert.equal(await again.text(), "");
  assert.equal(again.headers.get("ETag"), etag);
  const changed = await revalidatable(new Request("http://x/scoring", { headers: { "If-None-Match": etag } }), { week: 12, total: 104.1 });
  assert.equal(changed.status, 200, "a new total is sent");
  assert.notEqual(changed.headers.get("ETag"), etag);
});
