import { trimSlash } from "../upstream/env-config.ts";

/** Where Tank01 is (RapidAPI) and the subscriber key, from the function's environment. */
export interface Tank01Config {
  /** `https://tank01-nfl-live-in-game-real-time-statistics-nfl.p.rapidapi.com` (the simulator locally). No trailing slash. */
  apiBase: string;
  /** `x-rapidapi-key`; null when none is configured (every Tank01 endpoint then answers 503). */
  apiKey: string | null;
  /** `x-rapidapi-host`: RapidAPI routes by it, whatever address the base has. */
  apiHost: string;
}

export const DEFAULT_TANK01_API_HOST = "tank01-nfl-live-in-game-real-time-statistics-nfl.p.rapidapi.com";
export const DEFAULT_TANK01_API_BASE = `https://${DEFAULT_TANK01_API_HOST}`;

export function tank01ConfigFromEnv(get: (name: string) => string | undefined = (n) => Deno.env.get(n)): Tank01Config {
  return {
    apiBase: trimSlash(get("TANK01_API_BASE")?.trim() || DEFAULT_TANK01_API_BASE),
    apiKey: get("TANK01_API_KEY")?.trim() || null,
    apiHost: get("TANK01_API_HOST")?.trim() || DEFAULT_TANK01_API_HOST,
  };
}
