import { trimSlash } from "../upstream/env-config.ts";

/** Where the league host is and how we introduce ourselves, from the function's environment. */
export interface MflConfig {
  /** Generic host, e.g. `https://api.myfantasyleague.com` (the simulator locally). No trailing slash. */
  apiBase: string;
  /** MFL grants registered clients more when this matches the registered string byte for byte. */
  userAgent: string;
}

export const DEFAULT_MFL_API_BASE = "https://api.myfantasyleague.com";
export const DEFAULT_MFL_USER_AGENT = "MFLCompanion/1.0";

export function mflConfigFromEnv(get: (name: string) => string | undefined = (n) => Deno.env.get(n)): MflConfig {
  return {
    apiBase: trimSlash(get("MFL_API_BASE")?.trim() || DEFAULT_MFL_API_BASE),
    userAgent: get("MFL_USER_AGENT")?.trim() || DEFAULT_MFL_USER_AGENT,
  };
}
