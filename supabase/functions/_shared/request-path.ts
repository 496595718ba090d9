import { AppError } from "./errors.ts";

/**
 * A request's path, decoded and checked once, by every tier that routes on it: the gateway (its
 * `/api` alias and `/functions/v1`) and each function's route table, which hosted Supabase reaches
 * at `/functions/v1/<name>/...` with no gateway of ours in front.
 *
 * Parsing a URL folds `..`, `%2e%2e` and `\` away before any router looks at the path, so
 * `/api/top-players/%2e%2e/admin/settings` used to be routed as `/api/admin/settings`. An encoded
 * slash (`..%2f`) or a segment encoded twice (`%252e%252e`) climbs as soon as anything downstream
 * decodes once more. So the raw request target is judged, not the parsed URL: each segment,
 * decoded until nothing is left to decode, must not be `.`, `..` or empty (`//`) and must hold no
 * slash or backslash, and the parsed path must be the one that arrived. No route of the product
 * needs any of these, so such a path is simply not found.
 */

/** Enough for any honest path; a segment still encoded after this many rounds is refused. */
const MAX_DECODES = 4;

export const NOT_FOUND_PATH = "Not found: the path leaves the route it names";

/** The URL of a request whose path is what it seems; a 404 AppError for one that climbs. */
export function requestUrl(req: Request): URL {
  if (pathClimbs(req.url)) throw new AppError("not_found", NOT_FOUND_PATH);
  return new URL(req.url);
}

/**
 * True when the path of `rawUrl` (a request's URL as the server received it, before any parsing)
 * climbs out of where it seems to lead, or cannot be read at all.
 */
export function pathClimbs(rawUrl: string): boolean {
  const raw = rawPathOf(rawUrl);
  const segments = raw.split("/").slice(1);
  for (const [i, segment] of segments.entries()) {
    const decoded = fullyDecoded(segment);
    if (decoded === null || decoded.includes("/") || decoded.includes("\\")) return true;
    if (decoded === "." || decoded === "..") return true;
    // a trailing slash is the route itself; an empty segment anywhere else is a `//`
    if (decoded === "" && i !== segments.length - 1) return true;
  }
  let parsed: string;
  try {
    parsed = new URL(rawUrl).pathname;
  } catch {
    return true;
  }
  return fullyDecoded(parsed) !== fullyDecoded(raw);
}

/** The path as it arrived: after the scheme and authority, before the query. */
function rawPathOf(rawUrl: string): string {
  const authority = rawUrl.indexOf("//");
  const start = rawUrl.indexOf("/", authority < 0 ? 0 : authority + 2);
  if (start < 0) return "/";
  const rest = rawUrl.slice(start);
  const end = rest.search(/[?#]/);
  return end < 0 ? rest : rest.slice(0, end);
}

function fullyDecoded(text: string): string | null {
  let current = text;
  for (let round = 0; round < MAX_DECODES; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null; // malformed or not UTF-8
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}
