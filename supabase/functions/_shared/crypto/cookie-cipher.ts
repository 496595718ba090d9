/**
 * Encryption at rest for the MFL session cookie: AES-256-GCM (WebCrypto) with keys from the function
 * secret `MFL_COOKIE_KEYS` = `v2:<base64 key>,v1:<base64 old key>` (first = current). Ciphertext is
 * `<version>:base64(iv | ciphertext+tag)`, so any listed key can decrypt and keys can rotate: add a
 * new first key, re-encrypt on next login, drop the old key later. Plaintext is never logged.
 */

export class CookieKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CookieKeyError";
  }
}

export class CookieDecryptError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CookieDecryptError";
  }
}

export interface CookieKeyring {
  /** Version used for new ciphertexts. */
  current: string;
  keys: Map<string, CryptoKey>;
}

const IV_BYTES = 12;
const VERSION = /^[A-Za-z0-9_-]{1,16}$/;

/** Parses `v2:base64,v1:base64`. Keys must be 16, 24 or 32 bytes (32 recommended). */
export async function parseKeyring(secret: string | undefined): Promise<CookieKeyring> {
  if (!secret || !secret.trim()) {
    throw new CookieKeyError(
      "Missing required environment variable: MFL_COOKIE_KEYS (set it as a function secret, e.g. v1:<base64 of 32 random bytes>)",
    );
  }
  const keys = new Map<string, CryptoKey>();
  let current: string | undefined;
  for (const part of secret.split(",").map((p) => p.trim()).filter(Boolean)) {
    const at = part.indexOf(":");
    const version = at > 0 ? part.slice(0, at) : "";
    if (!VERSION.test(version)) throw new CookieKeyError("MFL_COOKIE_KEYS is malformed: each entry must be <version>:<base64 key>");
    if (keys.has(version)) throw new CookieKeyError(`MFL_COOKIE_KEYS is malformed: version ${version} appears twice`);
    let raw: Uint8Array<ArrayBuffer>;
    try {
      raw = fromBase64(part.slice(at + 1));
    } catch {
      throw new CookieKeyError(`MFL_COOKIE_KEYS is malformed: key ${version} is not base64`);
    }
    if (![16, 24, 32].includes(raw.length)) {
      throw new CookieKeyError(`MFL_COOKIE_KEYS is malformed: key ${version} must be 16, 24 or 32 bytes, not ${raw.length}`);
    }
    keys.set(version, await crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt", "decrypt"]));
    current ??= version;
  }
  if (!current) throw new CookieKeyError("MFL_COOKIE_KEYS is malformed: no keys");
  return { current, keys };
}

let fromEnv: Promise<CookieKeyring> | undefined;

/** The keyring from the `MFL_COOKIE_KEYS` secret, parsed once per isolate. */
export function cookieKeyringFromEnv(): Promise<CookieKeyring> {
  fromEnv ??= parseKeyring(Deno.env.get("MFL_COOKIE_KEYS")).catch((error) => {
    fromEnv = undefined;
    throw error;
  });
  return fromEnv;
}

/**
 * Encrypts with the current key. `context` (e.g. the user id) is bound as additional data, so a
 * ciphertext copied to another user's row does not decrypt; pass the same value to decrypt.
 */
export async function encryptCookie(plaintext: string, keyring: CookieKeyring, context = ""): Promise<string> {
  const key = keyring.keys.get(keyring.current)!;
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: "AES-GCM", iv, additionalData: new TextEncoder().encode(context) },
      key,
      new TextEncoder().encode(plaintext),
    ),
  );
  const out = new Uint8Array(iv.length + sealed.length);
  out.set(iv);
  out.set(sealed, iv.length);
  return `${keyring.current}:${toBase64(out)}`;
}

/** Decrypts with the key its version names. Tampering, a wrong key or context → CookieDecryptError. */
export async function decryptCookie(ciphertext: string, keyring: CookieKeyring, context = ""): Promise<string> {
  const at = ciphertext.indexOf(":");
  const version = at > 0 ? ciphertext.slice(0, at) : "";
  const key = keyring.keys.get(version);
  if (!key) throw new CookieDecryptError(`Stored MFL session uses an unknown key version: ${version || "(none)"}`);
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = fromBase64(ciphertext.slice(at + 1));
  } catch {
    throw new CookieDecryptError("Stored MFL session is corrupt: not base64");
  }
  if (bytes.length < IV_BYTES + 16) throw new CookieDecryptError("Stored MFL session is corrupt: too short");
  try {
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: bytes.slice(0, IV_BYTES), additionalData: new TextEncoder().encode(context) },
      key,
      bytes.slice(IV_BYTES),
    );
    return new TextDecoder().decode(plain);
  } catch {
    throw new CookieDecryptError("Stored MFL session could not be decrypted: wrong key or tampered data");
  }
}

function fromBase64(value: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(value), (c) => c.charCodeAt(0));
}

function toBase64(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}
