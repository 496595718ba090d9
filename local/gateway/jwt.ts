/**
 * HS256 JWTs for the gateway: it signs GoTrue's access tokens and checks the bearer token of
 * `verify_jwt` functions with the same local secret PostgREST uses. The signing and checking
 * are the functions' own (`_shared/jwt.ts`), so both sides agree on every token by construction;
 * this module only speaks the gateway's dialect (GoTrue's reasons, a result instead of a throw).
 */
import { decodeJwt, JwtError, signHs256, verifyHs256 } from "../../supabase/functions/_shared/jwt.ts";

export type Claims = Record<string, unknown>;

export function signJwt(claims: Claims, secret: string): Promise<string> {
  return signHs256(claims, secret);
}

export type JwtCheck = { ok: true; claims: Claims } | { ok: false; reason: string };

const REASONS: Record<string, string> = {
  malformed: "token is malformed",
  bad_signature: "signature is invalid",
  expired: "token has expired",
  not_yet_valid: "token is not valid yet",
};

/** Signature, algorithm, `exp` and `nbf`; the caller decides what the claims must say. */
export async function verifyJwt(token: string, secret: string, now = Date.now()): Promise<JwtCheck> {
  try {
    return { ok: true, claims: await verifyHs256(token, secret, now / 1000) };
  } catch (e) {
    if (!(e instanceof JwtError)) throw e;
    if (e.reason === "unsupported_algorithm") {
      return { ok: false, reason: `signing method ${decodeJwt(token).header.alg} is invalid` };
    }
    return { ok: false, reason: REASONS[e.reason] ?? "token is malformed" };
  }
}

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(req: Request): string | null {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.get("authorization") ?? "");
  return m ? m[1] : null;
}
