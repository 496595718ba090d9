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
