/** Everything an auth route needs, built once by the gateway. */
import type { Sql } from "../db.ts";
import { bearerToken, verifyJwt } from "../jwt.ts";
import { AuthError, authErrors } from "./errors.ts";
import type { AuthOptions } from "./options.ts";
import type { FailureLimiter } from "./rate-limit.ts";
import { allowedRedirect } from "./redirect.ts";
import { sessionExists, type UserRow, userById } from "./store.ts";
import type { TokenContext } from "./shapes.ts";

export interface AuthContext {
  sql: Sql;
  opts: AuthOptions;
  tokens: TokenContext;
  /** Origins of the gateway itself (127.0.0.1 and localhost on its port). */
  ownOrigins: string[];
  signInFailures: FailureLimiter;
}

export interface AuthRequest {
  req: Request;
  url: URL;
  ip: string | null;
}

export type AuthRoute = (ctx: AuthContext, r: AuthRequest) => Promise<Response>;

export async function readJson(req: Request): Promise<Record<string, unknown>> {
  const text = await req.text();
  if (!text.trim()) return {};
  try {
    const body = JSON.parse(text);
    if (body && typeof body === "object" && !Array.isArray(body)) return body;
  } catch { /* below */ }
  throw new AuthError(400, "bad_json", "Could not parse request body as JSON");
}

export function str(v: unknown): string {
  return typeof v === "string" ? v : "";
}

export function normaliseEmail(v: unknown): string {
  return str(v).trim().toLowerCase();
}

export function checkEmail(email: string): void {
  if (!email) throw authErrors.validation("To signup, please provide your email");
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 255) {
    throw authErrors.validation("Unable to validate email address: invalid format");
  }
}

export function checkPasswordStrength(ctx: AuthContext, password: string): void {
  if (password.length < ctx.opts.minimumPasswordLength) throw authErrors.weakPassword(ctx.opts.minimumPasswordLength);
}

export function redirectFor(ctx: AuthContext, r: AuthRequest, fromBody?: unknown): string {
  const asked = r.url.searchParams.get("redirect_to") ?? (typeof fromBody === "string" ? fromBody : null);
  return allowedRedirect(asked, {
    siteUrl: ctx.opts.siteUrl,
    additionalRedirectUrls: ctx.opts.additionalRedirectUrls,
    ownOrigins: ctx.ownOrigins,
  });
}

/** Refuses a second e-mail to one address within `[auth.email] max_frequency`. */
export function checkEmailFrequency(ctx: AuthContext, lastSent: Date | null): void {
  if (!lastSent) return;
  const waitMs = lastSent.getTime() + ctx.opts.emailMaxFrequency * 1000 - Date.now();
  if (waitMs > 0) throw authErrors.emailRateLimit(Math.ceil(waitMs / 1000));
}

/** The caller of a token-protected route, as GoTrue's requireAuthentication decides it. */
export async function requireUser(ctx: AuthContext, req: Request): Promise<{ user: UserRow; sessionId: string | null }> {
  const token = bearerToken(req);
  if (!token) throw authErrors.noAuthorization();
  const check = await verifyJwt(token, ctx.tokens.secret);
  if (!check.ok) throw authErrors.badJwt(check.reason);
  const sub = check.claims.sub;
  if (typeof sub !== "string" || !/^[0-9a-f-]{36}$/i.test(sub)) throw new AuthError(403, "bad_jwt", "invalid claim: missing sub claim");
  const sessionId = typeof check.claims.session_id === "string" ? check.claims.session_id : null;
  if (sessionId && !(await sessionExists(ctx.sql, sessionId))) throw authErrors.sessionNotFound();
  const user = await userById(ctx.sql, sub);
  if (!user) throw authErrors.userNotFound();
  return { user, sessionId };
}
