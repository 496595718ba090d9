import assert from "node:assert/strict";
import { perform } from "./net-worker.ts";

Deno.test("perform: status, headers, body as pg_net records them; timeouts and errors", async () => {
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, async (req) => {
    if (new URL(req.url).pathname === "/slow") await new Promise((r) => setTimeout(r, 500));
    return new Response(JSON.stringify({ got: await req.text(), auth: req.headers.get("authorization") }), {
      status: 202,
      headers: { "content-type": "application/json", "x-a": "b" },
    });
  });
  const base = `http://127.0.0.1:${(server.addr as Deno.NetAddr).port}`;
  try {
    const ok = await perform({
      method: "POST",
      url: `${base}/job`,
      headers: { Authorization: "Bearer k", "Content-Type": "application/json" },
      body: new TextEncoder().encode('{"x":1}'),
      timeout_milliseconds: 2000,
    });
    assert.equal(ok.status_code, 202);
    assert.equal(ok.content_type, "application/json");
    assert.equal(ok.headers?.["x-a"], "b");
    assert.deepEqual(JSON.parse(ok.content!), { got: '{"x":1}', auth: "Bearer k" });
    assert.equal(ok.timed_out, false);

    const slow = await perform({ method: "GET", url: `${base}/slow`, headers: {}, body: null, timeout_milliseconds: 50 });
    assert.equal(slow.timed_out, true);
    assert.equal(slow.status_code, null);
    assert.match(slow.error_msg ?? "", /Timeout/);
  } finally {
    await server.shutdown();
  }
  const refused = await perform({ method: "GET", url: "http://127.0.0.1:1/", headers: {}, body: null, timeout_milliseconds: 1000 });
  assert.equal(refused.status_code, null);
  assert.ok(refused.error_msg);
});
