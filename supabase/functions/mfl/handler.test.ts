import assert from "node:assert/strict";
import { request, serviceToken, userToken, USER_ID } from "../_testing/helpers.ts";
import { mflUnderTest } from "../_testing/mfl-deps.ts";

const ROUTES: [string, string][] = [
  ["POST", "/login"],
  ["POST", "/validate-cookie"],
  ["GET", "/leagues"],
  ["POST", "/validate"],
  ["GET", "/current-week"],
  ["POST", "/sync-leagues"],
  ["POST", "/disconnect"],
];

Deno.test("mfl: /health is public; unknown paths 404 JSON; wrong methods 405", async () => {
  const { handler } = mflUnderTest();
  assert.deepEqual(await (await handler(request("GET", "/mfl/health"))).json(), { ok: true, function: "mfl" });
  const token = await userToken(USER_ID);
  const missing = await handler(request("GET", "/mfl/anything", { token }));
  assert.equal(missing.status, 404);
  assert.equal((await missing.json()).code, "not_found");
  const wrong = await handler(request("GET", "/mfl/login", { token }));
  assert.equal(wrong.status, 405);
  assert.match(wrong.headers.get("Allow") ?? "", /POST/);
});

Deno.test("mfl: every route needs a signed-in user (no token, bad token, service role refused)", async () => {
  const { handler, stub } = mflUnderTest();
  const service = await serviceToken();
  for (const [method, path] of ROUTES) {
    for (const prefix of ["/mfl", ""]) {
      const none = await handler(request(method, `${prefix}${path}`, { body: method === "POST" ? {} : undefined }));
      assert.equal(none.status, 401, `${method} ${prefix}${path}`);
      const bad = await handler(request(method, `${prefix}${path}`, { token: "not.a.jwt" }));
      assert.equal(bad.status, 401);
      const svc = await handler(request(method, `${prefix}${path}`, { token: service }));
      assert.equal(svc.status, 403);
    }
  }
  assert.equal(stub.requests.length, 0);
});
