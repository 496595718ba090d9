/**
 * HS256 JWTs with WebCrypto: the gateway signs GoTrue's access tokens and checks the bearer
 * token of `verify_jwt` functions with the same local secret PostgREST uses.
 */
const encoder = new TextEncoder();

export type Claims = Record<string, unknown>;

function b64url(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function unb64url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error("not base64url");
  const s = atob(text.replaceAll("-", "+").replaceAll("_", "/") + "===".slice((text.length + 3) % 4));
  return Uint8Array.from(s, (c) => c.charCodeAt(0));
}

const keys = new Map<string, Promise<CryptoKey>>();
function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    keys.set(secret, key);
  }
  return key;
}

export async function signJwt(claims: Claims, secret: string): Promise<string> {
  const head = b64url(encoder.encode(JSON.stringify({ alg: "HS256", typ: "JWT" })));
  const body = b64url(encoder.encode(JSON.stringify(claims)));
  const sig = await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(`${head}.${body}`));
  return `${head}.${body}.${b64url(new Uint8Array(sig))}`;
}

export type JwtCheck = { ok: true; claims: Claims } | { ok: false; reason: string };

/** Signature, algorithm and `exp`; the caller decides what the claims must say. */
export async function verifyJwt(token: string, secret: string, now = Date.now()): Promise<JwtCheck> {
  const parts = token.split(".");
  if (parts.length !== 3) return { ok: false, reason: "token is malformed" };
  try {
    const header = JSON.parse(new TextDecoder().decode(unb64url(parts[0])));
    if (header?.alg !== "HS256") return { ok: false, reason: `signing method ${header?.alg} is invalid` };
    const valid = await crypto.subtle.verify("HMAC", await hmacKey(secret), unb64url(parts[2]), encoder.encode(`${parts[0]}.${parts[1]}`));
    if (!valid) return { ok: false, reason: "signature is invalid" };
    const claims = JSON.parse(new TextDecoder().decode(unb64url(parts[1])));
    if (claims === null || typeof claims !== "object" || Array.isArray(claims)) return { ok: false, reason: "token is malformed" };
    if (typeof claims.exp === "number" && claims.exp * 1000 <= now) return { ok: false, reason: "token has expired" };
    return { ok: true, claims };
  } catch {
    return { ok: false, reason: "token is malformed" };
  }
}

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(req: Request): string | null {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.get("authorization") ?? "");
  return m ? m[1] : null;
}
