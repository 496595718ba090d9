/**
 * Function secrets of a local stack. Hosted Supabase keeps them with `supabase secrets set`;
 * locally each data folder gets its own random cookie-encryption key and VAPID key pair, made once
 * and kept, so stored (encrypted) MFL cookies stay readable and push subscriptions (made for the
 * VAPID public key) stay valid across restarts. Never committed.
 */
import type { PlatformConfig } from "../config.ts";
import { base64url } from "../push/crypto.ts";

export async function functionSecrets(cfg: PlatformConfig): Promise<Record<string, string>> {
  const file = `${cfg.dataDir}/function-secrets.json`;
  const saved: Record<string, string> = await Deno.readTextFile(file).then((t) => JSON.parse(t), () => ({}));
  const secrets = { ...saved };
  if (!secrets.MFL_COOKIE_KEYS) secrets.MFL_COOKIE_KEYS = `v1:${btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))}`;
  // The simulator accepts any non-empty RapidAPI key except its configured "bad" ones.
  secrets.TANK01_API_KEY ??= "local-simulator-key";
  // A data folder made before alerts gets its VAPID keys added, the others kept.
  if (!secrets.VAPID_PRIVATE_KEY || !secrets.VAPID_PUBLIC_KEY) Object.assign(secrets, await vapidKeys());
  secrets.VAPID_SUBJECT ??= "mailto:alerts@mfl-companion.local";
  if (JSON.stringify(secrets) !== JSON.stringify(saved)) {
    await Deno.writeTextFile(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}

/** An application server's VAPID key pair (RFC 8292) as web-push takes it: the public point and the private scalar, base64url. */
export async function vapidKeys(): Promise<{ VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string }> {
  const pair = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"]) as CryptoKeyPair;
  const jwk = await crypto.subtle.exportKey("jwk", pair.privateKey);
  return { VAPID_PUBLIC_KEY: base64url(new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey))), VAPID_PRIVATE_KEY: jwk.d! };
}
