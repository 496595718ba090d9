import assert from "node:assert/strict";
import { request, testAuthorizer, USER_ID, userToken } from "../_testing/helpers.ts";
import { createHandler } from "./handler.ts";
import { leagueUnderTest } from "../_testing/league-deps.ts";

Deno.test("league routes: /health public, the two endpoints need a user, unknown paths 404, wrong method 405", async () => {
  const { handler } = leagueUnderTest();
  assert.deepEqual(await (await handler(request("GET", "/league/health"))).json(), { ok: true, function: "league" });
  for (const path of ["/league-standings?leagueId=61408", "/league/league-transactions?leagueId=61408"]) {
    const res = await handler(request("GET", path));
    assert.equal(res.status, 401, path);
    assert.match((await res.json()).error, /Authentication required/);
  }
  const token = await userToken(USER_ID);
  const missing = await handler(request("GET", "/league/scoring", { token }));
  assert.equal(missing.status, 404);
  const post = await handler(request("POST", "/league-standings?leagueId=61408", { token }));
  assert.equal(post.status, 405);
  await post.body?.cancel();
});

Deno.test("the exported handler module loads without environment", async () => {
  const { handler } = await import("./handler.ts");
  assert.equal(typeof handler, "function");
  const res = await createHandler({ ...leagueUnderTest(), authorize: testAuthorizer(), ...depsOnly() })(
    request("GET", "/health"),
  );
  assert.equal(res.status, 200);
  await res.body?.cancel();
});

function depsOnly() {
  const { tables } = leagueUnderTest();
  return {
    reader: () => tables.reader(""),
    sync: { refresh: () => Promise.resolve({ stale: false }) },
    settings: () => Promise.reject(new Error("unused")),
    now: () => 0,
  };
}
