import assert from "node:assert/strict";
import { authErrors, errorResponse } from "./errors.ts";

Deno.test("2024-01-01 clients get {code, message} and the headers auth-js needs", async () => {
  const req = new Request("http://x", { headers: { "x-supabase-api-version": "2024-01-01" } });
  const res = errorResponse(req, authErrors.weakPassword(6));
  assert.deepEqual(res.status, 422);
  assert.deepEqual(res.headers.get("x-sb-error-code"), "weak_password");
  assert.deepEqual(res.headers.get("x-supabase-api-version"), "2024-01-01");
  assert.deepEqual(await res.json(), {
    code: "weak_password",
    message: "Password should be at least 6 characters.",
    weak_password: { reasons: ["length"] },
  });
});

Deno.test("older clients get GoTrue's legacy shape", async () => {
  const res = errorResponse(new Request("http://x"), authErrors.invalidCredentials());
  assert.deepEqual(res.status, 400);
  assert.deepEqual(res.headers.get("x-sb-error-code"), "invalid_credentials");
  assert.deepEqual(await res.json(), { code: 400, error_code: "invalid_credentials", msg: "Invalid login credentials" });
});

Deno.test("statuses of the catalogue", () => {
  const s = (e: { status: number; code: string }) => [e.status, e.code];
  assert.deepEqual(s(authErrors.emailNotConfirmed()), [400, "email_not_confirmed"]);
  assert.deepEqual(s(authErrors.userAlreadyExists()), [422, "user_already_exists"]);
  assert.deepEqual(s(authErrors.otpExpired()), [403, "otp_expired"]);
  assert.deepEqual(s(authErrors.refreshTokenNotFound()), [400, "refresh_token_not_found"]);
  assert.deepEqual(s(authErrors.refreshTokenAlreadyUsed()), [400, "refresh_token_already_used"]);
  assert.deepEqual(s(authErrors.samePassword()), [422, "same_password"]);
  assert.deepEqual(s(authErrors.sessionNotFound()), [403, "session_not_found"]);
  assert.deepEqual(s(authErrors.badJwt("x")), [403, "bad_jwt"]);
  assert.deepEqual(s(authErrors.noAuthorization()), [401, "no_authorization"]);
  assert.deepEqual(s(authErrors.tooManySignIns()), [429, "over_request_rate_limit"]);
  assert.deepEqual(s(authErrors.emailRateLimit(1)), [429, "over_email_send_rate_limit"]);
});
