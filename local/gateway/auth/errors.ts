/**
 * GoTrue's error model. With `X-Supabase-Api-Version: 2024-01-01` (auth-js sends it) the body is
 * `{code, message}`; older clients get `{code: status, error_code, msg}`. Both carry the
 * `x-sb-error-code` header, and every auth response names the API version, because auth-js
 * reads `code` only when the response says 2024-01-01.
 */
export const API_VERSION = "2024-01-01";

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const authErrors = {
  invalidCredentials: () => new AuthError(400, "invalid_credentials", "Invalid login credentials"),
  emailNotConfirmed: () => new AuthError(400, "email_not_confirmed", "Email not confirmed"),
  userAlreadyExists: () => new AuthError(422, "user_already_exists", "User already registered"),
  signupDisabled: () => new AuthError(422, "signup_disabled", "Signups not allowed for this instance"),
  weakPassword: (min: number) =>
    new AuthError(422, "weak_password", `Password should be at least ${min} characters.`, { weak_password: { reasons: ["length"] } }),
  validation: (message: string) => new AuthError(400, "validation_failed", message),
  otpExpired: () => new AuthError(403, "otp_expired", "Email link is invalid or has expired"),
  refreshTokenNotFound: () => new AuthError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found"),
  refreshTokenAlreadyUsed: () => new AuthError(400, "refresh_token_already_used", "Invalid Refresh Token: Already Used"),
  samePassword: () => new AuthError(422, "same_password", "New password should be different from the old password."),
  sessionNotFound: () => new AuthError(403, "session_not_found", "Session from session_id claim in JWT does not exist"),
  userNotFound: () => new AuthError(404, "user_not_found", "User from sub claim in JWT does not exist"),
  badJwt: (why: string) => new AuthError(403, "bad_jwt", `invalid JWT: unable to parse or verify signature, ${why}`),
  noAuthorization: () => new AuthError(401, "no_authorization", "This endpoint requires a valid Bearer token"),
  tooManySignIns: () =>
    new AuthError(429, "over_request_rate_limit", "Too many sign-in attempts for this email. Please wait a few minutes and try again."),
  emailRateLimit: (seconds: number) =>
    new AuthError(429, "over_email_send_rate_limit", `For security purposes, you can only request this after ${seconds} seconds.`),
  notFound: () => new AuthError(404, "not_found", "Not found"),
  methodNotAllowed: () => new AuthError(405, "method_not_allowed", "Method not allowed"),
};

function wantsNewFormat(req: Request): boolean {
  const v = req.headers.get("x-supabase-api-version");
  return v !== null && /^\d{4}-\d{2}-\d{2}$/.test(v) && v >= API_VERSION;
}

export function authHeaders(extra: HeadersInit = {}): Headers {
  const h = new Headers(extra);
  h.set("x-supabase-api-version", API_VERSION);
  return h;
}

export function authJson(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: authHeaders({ "content-type": "application/json" }) });
}

export function errorResponse(req: Request, e: AuthError): Response {
  const body = wantsNewFormat(req)
    ? { code: e.code, message: e.message, ...e.extra }
    : { code: e.status, error_code: e.code, msg: e.message, ...e.extra };
  const res = authJson(body, e.status);
  res.headers.set("x-sb-error-code", e.code);
  return res;
}
