import assert from "node:assert/strict";
import { request, testAuthorizer, userToken, USER_ID } from "../_testing/helpers.ts";
import { createHandler } from "./handler.ts";

Deno.test("tank01 has no endpoints yet: every path but /health is 404 JSON", async () => {
  const handler = createHandler({ authorize: testAuthorizer() });
  const token = await userToken(USER_ID);
  for (const path of ["/tank01", "/tank01/anything", "/scoring"]) {
    const res = await handler(request("GET", path, { token }));
    assert.equal(res.status, 404, path);
    assert.equal((await res.json()).code, "not_found");
  }
  assert.deepEqual(await (await handler(request("GET", "/tank01/health"))).json(), { ok: true, function: "tank01" });
});
