import assert from "node:assert/strict";
import { healthRoute } from "./get-health.ts";
import { createRouter } from "./router.ts";
import { request, testAuthorizer } from "../_testing/helpers.ts";

Deno.test("GET /health answers without a token, with or without the prefix", async () => {
  const route = createRouter("league", [healthRoute("league")], { authorize: testAuthorizer() });
  for (const path of ["/league/health", "/health"]) {
    const res = await route(request("GET", path));
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), { ok: true, function: "league" });
  }
});
