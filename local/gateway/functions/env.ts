/**
 * The environment a function sees, as hosted Supabase builds it: the project's URL and keys,
 * then `supabase/functions/.env` and `.env.local` secrets, then what the orchestrator adds.
 */
import { ANON_KEY, dbUrl, gatewayUrl, type PlatformConfig, SERVICE_ROLE_KEY } from "../../config.ts";

/** KEY=value lines; `#` comments, optional `export `, single or double quotes. */
export function parseDotenv(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const raw of text.split(/\r?\n/)) {
    const m = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(raw);
    if (!m || raw.trim().startsWith("#")) continue;
    let v = m[2];
    const q = /^(['"])(.*)\1$/.exec(v);
    if (q) v = q[1] === '"' ? q[2].replace(/\\n/g, "\n") : q[2];
    else v = v.replace(/\s+#.*$/, "");
    out[m[1]] = v;
  }
  return out;
}

async function readDotenv(path: string): Promise<Record<string, string>> {
  try {
    return parseDotenv(await Deno.readTextFile(path));
  } catch {
    return {};
  }
}

export async function functionEnv(
  cfg: PlatformConfig,
  functionsDir: string,
  extra: Record<string, string> = {},
): Promise<Record<string, string>> {
  return {
    ...(await readDotenv(`${functionsDir}/.env`)),
    ...(await readDotenv(`${functionsDir}/.env.local`)),
    ...extra,
    SUPABASE_URL: gatewayUrl(cfg),
    SUPABASE_ANON_KEY: ANON_KEY,
    SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
    SUPABASE_DB_URL: dbUrl(cfg),
  };
}
