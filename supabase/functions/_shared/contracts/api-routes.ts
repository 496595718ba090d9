/**
 * The one table that maps the product's `/api/*` paths to Supabase Edge Functions.
 * The SPA's API client and the local gateway's `/api` alias both read it, so a path
 * can never reach a different function locally than it does on hosted Supabase.
 */
export type FunctionName = "mfl" | "league" | "tank01" | "admin" | "alerts";

/** First path segment after `/api/` → function that serves it. */
export const API_ROUTES: Readonly<Record<string, FunctionName>> = {
  mfl: "mfl",
  tank01: "tank01",
  admin: "admin",
  alerts: "alerts",
  fantasypoints: "admin",
  "league-standings": "league",
  "league-playoff-odds": "league",
  "league-schedule": "league",
  "league-transactions": "league",
  rosters: "league",
  "top-players": "league",
  injuries: "league",
};

/**
 * Resolves an `/api/...` path (with or without the `/api` prefix, with or without a query)
 * to the function and the path inside it: `/api/mfl/login` → `{ fn: "mfl", path: "/login" }`
 * (served at `/functions/v1/mfl/login`), `/api/league-standings?leagueId=1` →
 * `{ fn: "league", path: "/league-standings?leagueId=1" }`. A leading segment that names the
 * function itself is dropped, so the function never sees its own name twice.
 */
export function resolveApiPath(apiPath: string): { fn: FunctionName; path: string } | null {
  const withoutPrefix = apiPath.replace(/^\/api(?=\/|$)/, "");
  const path = withoutPrefix.startsWith("/") ? withoutPrefix : `/${withoutPrefix}`;
  const first = path.split(/[/?#]/)[1] ?? "";
  const fn = Object.hasOwn(API_ROUTES, first) ? API_ROUTES[first] : undefined;
  if (!fn) return null;
  if (first !== fn) return { fn, path };
  const rest = path.slice(first.length + 1);
  return { fn, path: rest.startsWith("/") ? rest : `/${rest}` };
}
