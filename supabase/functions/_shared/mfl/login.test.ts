import assert from "node:assert/strict";
import { MflApiError, MflAuthError, MflLoginError } from "./errors.ts";
import { UpstreamMalformedError } from "../upstream/errors.ts";
import { parseImportResponse } from "./lineup.ts";
import { COOKIE_LIFETIME_MS, parseLoginResponse } from "./login.ts";

const NOW = Date.UTC(2026, 9, 4, 12, 0, 0);

Deno.test("login success: cookie from the status attribute, expiry = issue + 24 h", () => {
  const s = parseLoginResponse('<?xml version="1.0" encoding="utf-8"?>\n\n<status MFL_USER_ID="aBc+/9==">OK</status>', [], NOW);
  assert.deepEqual(s, {
    cookie: "aBc+/9==",
    issuedAt: "2026-10-04T12:00:00.000Z",
    expiresAt: new Date(NOW + COOKIE_LIFETIME_MS).toISOString(),
  });
  assert.equal(s.expiresAt, "2026-10-05T12:00:00.000Z");
});

Deno.test("login: Set-Cookie fallback; bad password; junk", () => {
  assert.equal(parseLoginResponse("<status>OK</status>", ["MFL_USER_ID=fromHeader; Domain=.myfantasyleague.com; Path=/"], NOW).cookie, "fromHeader");
  assert.throws(() => parseLoginResponse("<error>Invalid Password</error>", [], NOW), (e: Error) => e instanceof MflLoginError && e.message === "Invalid Password");
  assert.throws(() => parseLoginResponse("<status>OK</status>", [], NOW), MflLoginError);
  assert.throws(() => parseLoginResponse("<html><body>oops</body></html>", [], NOW), UpstreamMalformedError);
});

Deno.test("import answers: OK, error, logged-out error, HTML page", () => {
  parseImportResponse("<status>OK</status>");
  parseImportResponse('<?xml version="1.0"?><status>OK</status>');
  parseImportResponse('{"status":{"$t":"OK"}}');
  assert.throws(() => parseImportResponse("<error>Player 1234 is locked</error>"), (e: Error) => e instanceof MflApiError && /locked/.test(e.message));
  assert.throws(() => parseImportResponse('{"error":{"$t":"API requires logged in user"}}'), MflAuthError);
  assert.throws(() => parseImportResponse("<!DOCTYPE html><html><form>password</form></html>"), UpstreamMalformedError);
});
