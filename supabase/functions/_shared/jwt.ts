// JWTs with WebCrypto: HS256 verification for functions when the project's JWT secret is
// configured (and signing for tests and local tooling), and the asymmetric algorithms of hosted
// Supabase's signing keys (ES256, RS256) against the project's JWKS, as supabase-js getClaims does.

export interface JwtClaims {
  sub?: string;
  role?: string;
  email?: string;
  exp?: number;
  nbf?: number;
  aud?: string | string[];
  session_id?: string;
  [claim: string]: unknown;
}

export type JwtFailure = "malformed" | "unsupported_algorithm" | "unknown_key" | "bad_signature" | "expired" | "not_yet_valid";

export class JwtError extends Error {
  readonly reason: JwtFailure;
  constructor(reason: JwtFailure) {
    super(`JWT rejected: ${reason.replaceAll("_", " ")}`);
    this.name = "JwtError";
    this.reason = reason;
  }
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

export function base64UrlDecode(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new JwtError("malformed");
  const padded = text.replaceAll("-", "+").replaceAll("_", "/") + "===".slice((text.length + 3) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Header and claims without checking anything; only for routing decisions, never for trust. */
export function decodeJwt(jwt: string): { header: Record<string, unknown>; claims: JwtClaims } {
  const parts = jwt.split(".");
  if (parts.length !== 3) throw new JwtError("malformed");
  try {
    const header = JSON.parse(decoder.decode(base64UrlDecode(parts[0])));
    const claims = JSON.parse(decoder.decode(base64UrlDecode(parts[1])));
    if (!isRecord(header) || !isRecord(claims)) throw new JwtError("malformed");
    return { header, claims: claims as JwtClaims };
  } catch {
    throw new JwtError("malformed");
  }
}

// Imported once per secret and use: every request verifies a token, and the secret never changes.
const hmacKeys = new Map<string, Promise<CryptoKey>>();
function hmacKey(secret: string, usage: "sign" | "verify"): Promise<CryptoKey> {
  const id = `${usage}:${secret}`;
  let key = hmacKeys.get(id);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [usage]);
    hmacKeys.set(id, key);
  }
  return key;
}

export async function signHs256(claims: JwtClaims, secret: string): Promise<string> {
  const header = base64UrlEncode(encoder.encode(JSON.stringify({ alg: "HS256", typ: "JWT" })));
  const payload = base64UrlEncode(encoder.encode(JSON.stringify(claims)));
  const signature = await crypto.subtle.sign("HMAC", await hmacKey(secret, "sign"), encoder.encode(`${header}.${payload}`));
  return `${header}.${payload}.${base64UrlEncode(new Uint8Array(signature))}`;
}

/**
 * Tokens whose signature this isolate has verified, by the key that verified them: a user's token
 * comes back with every request of the hour it lives, and decoding and verifying it again was the
 * costliest step of a warm league read after the database (about 0.2 ms of the league function's
 * 1.7 ms). The same bytes under the same key verify the same way, so the signature is not checked
 * again; the token's times (exp, nbf) still are, at every use. An entry lasts a minute (a key the
 * project rotates out stops being trusted within it); the oldest go first past the bound.
 */
const verified = new Map<string, { claims: JwtClaims; until: number }>();
const VERIFIED_MS = 60_000;
// A key is the token itself with its verifying key (about 1 kB): at most a few MB.
const VERIFIED_MAX = 5_000;

function verifiedBefore(id: string): JwtClaims | null {
  const entry = verified.get(id);
  if (!entry) return null;
  if (entry.until > Date.now()) return entry.claims;
  verified.delete(id);
  return null;
}

function rememberVerified(id: string, claims: JwtClaims): void {
  if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
  verified.set(id, { claims, until: Date.now() + VERIFIED_MS });
}

/** Verifies signature (constant time, by WebCrypto), `exp` and `nbf`; returns the claims. */
export async function verifyHs256(jwt: string, secret: string, nowSeconds = Date.now() / 1000): Promise<JwtClaims> {
  const id = `HS256 ${secret} ${jwt}`;
  const known = verifiedBefore(id);
  if (known) return checkTimes(known, nowSeconds);
  const { header, claims } = decodeJwt(jwt);
  if (header.alg !== "HS256") throw new JwtError("unsupported_algorithm");
  const [headerPart, payloadPart, signaturePart] = jwt.split(".");
  const valid = await crypto.subtle.verify(
    "HMAC",
    await hmacKey(secret, "verify"),
    base64UrlDecode(signaturePart),
    encoder.encode(`${headerPart}.${payloadPart}`),
  );
  if (!valid) throw new JwtError("bad_signature");
  rememberVerified(id, claims);
  return checkTimes(claims, nowSeconds);
}

function checkTimes(claims: JwtClaims, nowSeconds: number): JwtClaims {
  if (typeof claims.exp === "number" && claims.exp <= nowSeconds) throw new JwtError("expired");
  if (typeof claims.nbf === "number" && claims.nbf > nowSeconds) throw new JwtError("not_yet_valid");
  return claims;
}

/** One public key of a JWKS (`/auth/v1/.well-known/jwks.json`), as a JWK. */
export type PublicJwk = JsonWebKey & { kid?: string; alg?: string };

/** The asymmetric algorithms Supabase signing keys use, as WebCrypto names them. */
const ASYMMETRIC: Record<string, { import: EcKeyImportParams | RsaHashedImportParams; verify: EcdsaParams | AlgorithmIdentifier }> = {
  ES256: { import: { name: "ECDSA", namedCurve: "P-256" }, verify: { name: "ECDSA", hash: "SHA-256" } },
  RS256: { import: { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" }, verify: { name: "RSASSA-PKCS1-v1_5" } },
};

export function isAsymmetricAlgorithm(alg: unknown): boolean {
  return typeof alg === "string" && alg in ASYMMETRIC;
}

// Imported once per key: the keys of a project change only when it rotates them.
const publicKeys = new Map<string, Promise<CryptoKey>>();
function publicKey(jwk: PublicJwk, alg: string): Promise<CryptoKey> {
  const id = `${alg}:${JSON.stringify(jwk)}`;
  let key = publicKeys.get(id);
  if (!key) {
    key = crypto.subtle.importKey("jwk", { ...jwk, key_ops: ["verify"] }, ASYMMETRIC[alg].import, false, ["verify"]);
    // A bad key must not stay cached as a rejected promise.
    key.catch(() => publicKeys.delete(id));
    publicKeys.set(id, key);
  }
  return key;
}

/**
 * Verifies an ES256 or RS256 token against a JWKS: the key its header's `kid` names (undefined
 * `findKey` answer: `unknown_key`), then signature, `exp` and `nbf`; returns the claims.
 */
export async function verifyAsymmetric(
  jwt: string,
  findKey: (kid: string | undefined, alg: string) => Promise<PublicJwk | undefined>,
  nowSeconds = Date.now() / 1000,
): Promise<JwtClaims> {
  const { header, claims } = decodeJwt(jwt);
  const alg = header.alg;
  if (typeof alg !== "string" || !isAsymmetricAlgorithm(alg)) throw new JwtError("unsupported_algorithm");
  const jwk = await findKey(typeof header.kid === "string" ? header.kid : undefined, alg);
  if (!jwk) throw new JwtError("unknown_key");
  const id = `${alg} ${JSON.stringify(jwk)} ${jwt}`;
  const known = verifiedBefore(id);
  if (known) return checkTimes(known, nowSeconds);
  const [headerPart, payloadPart, signaturePart] = jwt.split(".");
  let valid: boolean;
  try {
    valid = await crypto.subtle.verify(
      ASYMMETRIC[alg].verify,
      await publicKey(jwk, alg),
      base64UrlDecode(signaturePart),
      encoder.encode(`${headerPart}.${payloadPart}`),
    );
  } catch {
    valid = false; // a key of another type, or a signature of the wrong length
  }
  if (!valid) throw new JwtError("bad_signature");
  rememberVerified(id, claims);
  return checkTimes(claims, nowSeconds);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
