import assert from "node:assert/strict";
import { z } from "npm:zod@4.6.7";
import { AppError } from "./errors.ts";
import { parseJson, parseQuery } from "./input.ts";
import { request } from "../_testing/helpers.ts";

const body = z.strictObject({ leagueId: z.string().min(1) });

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (err) {
    assert.ok(err instanceof AppError);
    return err;
  }
  assert.fail("expected a rejection");
}

Deno.test("parseJson returns the parsed body", async () => {
  assert.deepEqual(await parseJson(request("POST", "/x", { body: { leagueId: "1" } }), body), { leagueId: "1" });
});

Deno.test("parseJson refuses a missing body, broken JSON and invalid fields with 400", async () => {
  const empty = await rejection(parseJson(request("POST", "/x"), body));
  assert.equal(empty.status, 400);
  assert.equal(empty.message, "Invalid request: a JSON body is required");
  const broken = await rejection(parseJson(request("POST", "/x", { body: "{nope" }), body));
  assert.equal(broken.message, "Invalid request: body must be valid JSON");
  const missing = await rejection(parseJson(request("POST", "/x", { body: {} }), body));
  assert.equal(missing.message, "Invalid request: leagueId is required");
});

Deno.test("parseQuery validates and coerces the query string", () => {
  const query = z.object({ leagueId: z.string().min(1), week: z.coerce.number().int().min(1).max(17).optional() });
  assert.deepEqual(parseQuery(new URL("http://x/s?leagueId=9&week=4"), query), { leagueId: "9", week: 4 });
  assert.throws(() => parseQuery(new URL("http://x/s?week=4"), query), { message: "Invalid request: leagueId is required" });
  assert.throws(() => parseQuery(new URL("http://x/s?leagueId=9&week=40"), query), {
    message: "Invalid request: week must be at most 17",
  });
});

Deno.test("parseJson { optional: true } reads an empty body as {}; otherwise the same rules", async () => {
  const optional = z.object({ year: z.number().optional() });
  assert.deepEqual(await parseJson(request("POST", "/x"), optional, { optional: true }), {});
  assert.deepEqual(await parseJson(request("POST", "/x", { body: "  " }), optional, { optional: true }), {});
  assert.deepEqual(await parseJson(request("POST", "/x", { body: { year: 2026 } }), optional, { optional: true }), { year: 2026 });
  const broken = await rejection(parseJson(request("POST", "/x", { body: "{nope" }), optional, { optional: true }));
  assert.equal(broken.message, "Invalid request: body must be valid JSON");
  const empty = await rejection(parseJson(request("POST", "/x"), optional));
  assert.equal(empty.message, "Invalid request: a JSON body is required");
});

Deno.test("parseJson refuses JSON that is not an object (arrays, null, scalars) with 400", async () => {
  for (const raw of ["[1,2]", "null", "42", '"text"']) {
    for (const optional of [false, true]) {
      const err = await rejection(parseJson(request("POST", "/x", { body: raw }), body, { optional }));
      assert.equal(err.status, 400, raw);
      assert.equal(err.message, "Invalid request: body must be a JSON object", raw);
    }
  }
});
