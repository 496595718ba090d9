import assert from "node:assert/strict";
import { request, testAuthorizer, userToken, USER_ID } from "../_shared/test-helpers.ts";
import { createHandler } from "./handler.ts";

Deno.test("league has no endpoints yet: every path but /health is 404 JSON", async () => {
  const handler = createHandler({ authorize: testAuthorizer() });
  const token = await userToken(USER_ID);
  for (const path of ["/league", "/league/anything", "/scoring"]) {
    const res = await handler(request("GET", path, { token }));
    assert.equal(res.status, 404, path);
    assert.equal((await res.json()).code, "not_found");
  }
  assert.deepEqual(await (await handler(request("GET", "/league/health"))).json(), { ok: true, function: "league" });
});
