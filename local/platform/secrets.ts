/**
 * Function secrets of a local stack. Hosted Supabase keeps them with `supabase secrets set`;
 * locally each data folder gets its own random cookie-encryption key, made once and kept,
 * so stored (encrypted) MFL cookies stay readable across restarts. Never committed.
 */
import type { PlatformConfig } from "../config.ts";

export async function functionSecrets(cfg: PlatformConfig): Promise<Record<string, string>> {
  const file = `${cfg.dataDir}/function-secrets.json`;
  try {
    return JSON.parse(await Deno.readTextFile(file));
  } catch {
    const key = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))));
    const secrets = {
      MFL_COOKIE_KEYS: `v1:${key}`,
      // The simulator accepts any non-empty RapidAPI key except its configured "bad" ones.
      TANK01_API_KEY: "local-simulator-key",
    };
    await Deno.writeTextFile(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
    return secrets;
  }
}
