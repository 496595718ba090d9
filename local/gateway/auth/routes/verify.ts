/**
 * /verify — e-mailed tokens. POST `{token_hash, type}` (or `{email, token}` for the 6-digit code)
 * answers a session; GET `?token=…&type=…&redirect_to=…` (GoTrue's own link format) redirects with
 * the session, or the error, in the URL fragment.
 */
import { type AuthContext, type AuthRequest, normaliseEmail, readJson, redirectFor, str } from "../context.ts";
import { AuthError, authErrors, authHeaders, authJson } from "../errors.ts";
import { issueSession } from "../session.ts";
import { consumeEmailToken, type EmailTokenKind } from "../store.ts";

const KINDS: Record<string, EmailTokenKind[]> = {
  email: ["confirmation", "recovery"],
  signup: ["confirmation"],
  invite: ["confirmation"],
  recovery: ["recovery"],
  magiclink: ["recovery"],
};

async function verifyToken(ctx: AuthContext, r: AuthRequest, type: string, tokenHash: string) {
  const kinds = KINDS[type];
  if (!kinds) throw authErrors.validation(`Verify requires a verification type`);
  const found = await consumeEmailToken(ctx.sql, tokenHash, kinds, ctx.opts.otpExpiry);
  if (!found) throw authErrors.otpExpired();
  return await issueSession(ctx, r, found.user, type === "recovery" ? "recovery" : "otp");
}

async function hashOf(ctx: AuthContext, email: string, otp: string): Promise<string> {
  const [r] = await ctx.sql`select encode(extensions.digest(${email} || ${otp}, 'sha224'), 'hex') as h`;
  return r.h;
}

export async function verifyPost(ctx: AuthContext, r: AuthRequest): Promise<Response> {
  const body = await readJson(r.req);
  const type = str(body.type);
  let tokenHash = str(body.token_hash);
  if (!tokenHash && str(body.token) && normaliseEmail(body.email)) {
    tokenHash = await hashOf(ctx, normaliseEmail(body.email), str(body.token).trim());
  }
  if (!tokenHash) throw authErrors.validation("Verify requires either a token or a token hash");
  return authJson(await verifyToken(ctx, r, type, tokenHash));
}

export async function verifyGet(ctx: AuthContext, r: AuthRequest): Promise<Response> {
  const type = r.url.searchParams.get("type") ?? "";
  const tokenHash = r.url.searchParams.get("token") ?? r.url.searchParams.get("token_hash") ?? "";
  const target = new URL(redirectFor(ctx, r));
  let fragment: URLSearchParams;
  try {
    const s = await verifyToken(ctx, r, type, tokenHash);
    fragment = new URLSearchParams({
      access_token: s.access_token,
      expires_at: String(s.expires_at),
      expires_in: String(s.expires_in),
      refresh_token: s.refresh_token,
      token_type: "bearer",
      type,
    });
  } catch (e) {
    if (!(e instanceof AuthError)) throw e;
    fragment = new URLSearchParams({ error: "access_denied", error_code: e.code, error_description: e.message });
  }
  target.hash = fragment.toString();
  return new Response(null, { status: 303, headers: authHeaders({ location: target.toString() }) });
}
