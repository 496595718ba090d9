/**
 * What a push service and a browser do with a Web Push message, in Web Crypto only (no library:
 * this is the other side the product's library is tested against):
 * - the browser's subscription keys (a P-256 key pair and a 16-byte auth secret, RFC 8291 §2);
 * - the VAPID check of the application server (RFC 8292: `Authorization: vapid t=<JWT>, k=<key>`,
 *   an ES256 JWT signed with the key in `k`, `aud` the push service's origin, `exp` within 24 h);
 * - decrypting an `aes128gcm` body (RFC 8188 records, keys derived as RFC 8291 §3.4 says).
 */

/** Bytes Web Crypto accepts (TypeScript's Uint8Array may sit on a SharedArrayBuffer, which it refuses). */
export type Bytes = Uint8Array<ArrayBuffer>;

export function base64url(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function fromBase64url(text: string): Bytes {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(text)) throw new PushCryptoError(`not base64url: ${text.slice(0, 20)}`);
  const b64 = text.replace(/=+$/, "").replace(/-/g, "+").replace(/_/g, "/");
  const bin = atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

export class PushCryptoError extends Error {
  override name = "PushCryptoError";
}

const P256 = { name: "ECDH", namedCurve: "P-256" } as const;

/** A subscription's keys as a browser keeps them: the private key stays with the browser (here, the push service). */
export interface SubscriptionKeys {
  /** `keys.p256dh` of PushSubscription.toJSON(): the uncompressed public point, base64url. */
  p256dh: string;
  /** `keys.auth`: 16 random bytes, base64url. */
  auth: string;
  /** The private key as a JWK (d, x, y). */
  privateJwk: JsonWebKey;
}

export async function generateSubscriptionKeys(): Promise<SubscriptionKeys> {
  const pair = await crypto.subtle.generateKey(P256, true, ["deriveBits"]) as CryptoKeyPair;
  const raw = new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey));
  return {
    p256dh: base64url(raw),
    auth: base64url(crypto.getRandomValues(new Uint8Array(16))),
    privateJwk: await crypto.subtle.exportKey("jwk", pair.privateKey),
  };
}

/** The JWK of a P-256 private key given as the raw scalar and its public point (RFC 8291's vectors give them so). */
export function privateJwkOf(d: string, publicPoint: string): JsonWebKey {
  const point = fromBase64url(publicPoint);
  return { kty: "EC", crv: "P-256", d, x: base64url(point.slice(1, 33)), y: base64url(point.slice(33, 65)), ext: true };
}

// ---------------------------------------------------------------------------------------------
// VAPID (RFC 8292)
// ---------------------------------------------------------------------------------------------

/** The longest a VAPID token may live (RFC 8292 §2: no more than 24 hours from the request). */
const MAX_TOKEN_LIFE_SEC = 24 * 3600;

export interface VapidClaims {
  aud: string;
  exp: number;
  sub?: string;
}

export interface VapidIdentity {
  /** The application server's public key (`k=`), base64url: what a subscription may be bound to. */
  publicKey: string;
  claims: VapidClaims;
}

/**
 * Checks `Authorization: vapid t=<jwt>, k=<key>` (RFC 8292 §3) for a push to a service at
 * `origin` at `nowSec`: the ES256 signature with `k`, `aud` = origin, `exp` in the future and at
 * most 24 h away. Throws a PushCryptoError saying what is wrong.
 */
export async function verifyVapid(header: string | null, origin: string, nowSec: number): Promise<VapidIdentity> {
  if (!header) throw new PushCryptoError("no Authorization header");
  const m = /^vapid\s+(.+)$/i.exec(header.trim());
  if (!m) throw new PushCryptoError("the Authorization scheme is not vapid");
  const params = Object.fromEntries(m[1].split(",").map((part) => {
    const at = part.indexOf("=");
    return [part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim()];
  }));
  const token = params.t;
  const key = params.k;
  if (!token || !key) throw new PushCryptoError("the vapid Authorization needs both t= and k=");
  const parts = token.split(".");
  if (parts.length !== 3) throw new PushCryptoError("t= is not a JWT");
  const header64 = decodeJson(parts[0], "JWT header") as { alg?: string };
  if (header64.alg !== "ES256") throw new PushCryptoError(`the JWT is signed with ${header64.alg}, not ES256`);
  const point = fromBase64url(key);
  if (point.length !== 65 || point[0] !== 4) throw new PushCryptoError("k= is not an uncompressed P-256 public key");
  const publicKey = await crypto.subtle.importKey("raw", point, { name: "ECDSA", namedCurve: "P-256" }, false, ["verify"]);
  const signed = new TextEncoder().encode(`${parts[0]}.${parts[1]}`);
  const ok = await crypto.subtle.verify({ name: "ECDSA", hash: "SHA-256" }, publicKey, fromBase64url(parts[2]), signed);
  if (!ok) throw new PushCryptoError("the JWT signature does not verify with k=");
  const claims = decodeJson(parts[1], "JWT claims") as Partial<VapidClaims>;
  if (claims.aud !== origin) throw new PushCryptoError(`aud is ${JSON.stringify(claims.aud)}, not this push service (${origin})`);
  if (typeof claims.exp !== "number") throw new PushCryptoError("the JWT has no exp");
  if (claims.exp <= nowSec) throw new PushCryptoError("the JWT has expired");
  if (claims.exp > nowSec + MAX_TOKEN_LIFE_SEC) throw new PushCryptoError("the JWT's exp is more than 24 hours away");
  return { publicKey: key, claims: claims as VapidClaims };
}

function decodeJson(part: string, what: string): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(fromBase64url(part)));
  } catch {
    throw new PushCryptoError(`the ${what} is not base64url JSON`);
  }
}

// ---------------------------------------------------------------------------------------------
// aes128gcm (RFC 8188) with Web Push's keys (RFC 8291)
// ---------------------------------------------------------------------------------------------

const TAG_BYTES = 16;

/**
 * Decrypts an `aes128gcm` Web Push body with the subscription's private key and auth secret, as
 * the browser does. Throws a PushCryptoError when the body is malformed or does not decrypt.
 */
export async function decryptPush(body: Bytes, keys: Pick<SubscriptionKeys, "p256dh" | "auth" | "privateJwk">): Promise<Bytes> {
  if (body.length < 21) throw new PushCryptoError("the body is shorter than an aes128gcm header");
  const salt = body.slice(0, 16);
  const recordSize = new DataView(body.buffer, body.byteOffset + 16, 4).getUint32(0);
  const idLength = body[20];
  const senderKey = body.slice(21, 21 + idLength);
  // RFC 8291 §4: the key id is the application server's ephemeral public key.
  if (idLength !== 65 || senderKey[0] !== 4) throw new PushCryptoError("the keyid is not the sender's uncompressed P-256 key");
  if (recordSize < TAG_BYTES + 2) throw new PushCryptoError(`record size ${recordSize} is too small`);

  const receiverPublic = fromBase64url(keys.p256dh);
  const privateKey = await crypto.subtle.importKey("jwk", keys.privateJwk, P256, false, ["deriveBits"]);
  let sender: CryptoKey;
  try {
    sender = await crypto.subtle.importKey("raw", senderKey, P256, false, []);
  } catch {
    throw new PushCryptoError("the sender's key is not a point on P-256");
  }
  const ecdhSecret = new Uint8Array(await crypto.subtle.deriveBits({ name: "ECDH", public: sender }, privateKey, 256));
  const keyInfo = concat(new TextEncoder().encode("WebPush: info\0"), receiverPublic, senderKey);
  const ikm = await hkdf(fromBase64url(keys.auth), ecdhSecret, keyInfo, 32);
  const cek = await hkdf(salt, ikm, new TextEncoder().encode("Content-Encoding: aes128gcm\0"), 16);
  const baseNonce = await hkdf(salt, ikm, new TextEncoder().encode("Content-Encoding: nonce\0"), 12);
  const key = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["decrypt"]);

  const records: Bytes[] = [];
  const content = body.slice(21 + idLength);
  for (let at = 0, seq = 0; at < content.length; at += recordSize, seq++) {
    const record = content.slice(at, at + recordSize);
    let plain: Bytes;
    try {
      plain = new Uint8Array(await crypto.subtle.decrypt({ name: "AES-GCM", iv: nonceOf(baseNonce, seq) }, key, record));
    } catch {
      throw new PushCryptoError(`record ${seq} does not decrypt with this subscription's keys`);
    }
    const last = at + recordSize >= content.length;
    records.push(unpad(plain, last, seq));
  }
  return concat(...records);
}

/** RFC 8188 §2: data, then a delimiter (2 in the last record, 1 before), then zeros. */
function unpad(plain: Bytes, last: boolean, seq: number): Bytes {
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (end < 0) throw new PushCryptoError(`record ${seq} has no padding delimiter`);
  if (plain[end] !== (last ? 2 : 1)) throw new PushCryptoError(`record ${seq} has delimiter ${plain[end]}, expected ${last ? 2 : 1}`);
  return plain.slice(0, end);
}

function nonceOf(base: Bytes, seq: number): Bytes {
  const nonce = base.slice();
  const view = new DataView(nonce.buffer);
  // The record sequence number XORs the last 48 bits (more than any body of 4 kB needs).
  view.setUint32(8, view.getUint32(8) ^ (seq >>> 0));
  view.setUint16(6, view.getUint16(6) ^ Math.floor(seq / 2 ** 32));
  return nonce;
}

async function hkdf(salt: Bytes, ikm: Bytes, info: Bytes, length: number): Promise<Bytes> {
  const key = await crypto.subtle.importKey("raw", ikm, "HKDF", false, ["deriveBits"]);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: "HKDF", hash: "SHA-256", salt, info }, key, length * 8));
}

function concat(...parts: Uint8Array[]): Bytes {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
