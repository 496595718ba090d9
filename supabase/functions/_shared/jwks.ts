import type { PublicJwk } from "./jwt.ts";

// The project's public signing keys (hosted Supabase's asymmetric JWT signing keys), read the way
// supabase-js getClaims reads them: GET {SUPABASE_URL}/auth/v1/.well-known/jwks.json, kept in the
// isolate for a while, asked again when a token names a key not seen yet (a rotation), but not
// more often than REFETCH_MS, so forged `kid`s cannot make every request a round trip.

/** How long a fetched key set is used before it is asked again (getClaims caches it 10 minutes). */
const KEEP_MS = 10 * 60_000;
/** The least time between two fetches, whatever the tokens name. */
const REFETCH_MS = 30_000;

export interface JwksOptions {
  /** Where the key set is published. */
  url: string;
  fetch?: typeof fetch;
  now?: () => number;
}

/** A key finder for verifyAsymmetric over one published JWKS. */
export function jwksKeys(options: JwksOptions): (kid: string | undefined, alg: string) => Promise<PublicJwk | undefined> {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  let keys: PublicJwk[] = [];
  let fetchedAt = -Infinity;
  let loading: Promise<void> | null = null;

  const load = () =>
    loading ??= (async () => {
      try {
        const res = await doFetch(options.url, { headers: { Accept: "application/json" }, signal: AbortSignal.timeout(5_000) });
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        const body = await res.json() as { keys?: unknown };
        keys = Array.isArray(body.keys) ? body.keys.filter((k): k is PublicJwk => typeof k === "object" && k !== null) : [];
      } catch (error) {
        // Keeps the keys it had: a token they verify still verifies while the endpoint is down.
        console.warn(`Reading the signing keys at ${options.url} failed:`, error instanceof Error ? error.message : String(error));
      } finally {
        fetchedAt = now();
        loading = null;
      }
    })();

  const find = (kid: string | undefined, alg: string) =>
    keys.find((k) => (kid === undefined || k.kid === kid) && (k.alg === undefined || k.alg === alg));

  return async (kid, alg) => {
    const age = now() - fetchedAt;
    if (age >= KEEP_MS || (!find(kid, alg) && age >= REFETCH_MS)) await load();
    return find(kid, alg);
  };
}
