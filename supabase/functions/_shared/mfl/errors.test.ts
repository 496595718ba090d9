import assert from "node:assert/strict";
import { errorFromMessage, MflApiError, MflAuthError, MflLeagueAccessError } from "./errors.ts";

Deno.test("a refusal for one league is league access, not a dead session (league host API §6)", () => {
  const e = errorFromMessage("API requires logged in user in league ID 61408");
  assert.ok(e instanceof MflLeagueAccessError);
  assert.ok(!(e instanceof MflAuthError));
  assert.equal((e as MflLeagueAccessError).leagueId, "61408");
  assert.equal(e.message, "API requires logged in user in league ID 61408");
});

Deno.test("the plain session refusals are auth errors", () => {
  for (const text of ["API requires logged in user", "API requires logged in user or API key", "Session has expired"]) {
    const e = errorFromMessage(text);
    assert.ok(e instanceof MflAuthError, text);
    assert.ok(!(e instanceof MflLeagueAccessError), text);
  }
});

Deno.test("other messages stay API errors", () => {
  assert.ok(errorFromMessage("Error - No Valid Player IDs!") instanceof MflApiError);
  assert.ok(errorFromMessage("Invalid league ID") instanceof MflApiError);
});
