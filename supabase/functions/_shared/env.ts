// Typed access to the environment. Supabase provides SUPABASE_URL, SUPABASE_ANON_KEY,
// SUPABASE_SERVICE_ROLE_KEY and SUPABASE_DB_URL; the rest are function secrets (see .env.example).

/** A required variable; a missing one is a deployment mistake, reported by name. */
export function requireEnv(name: string): string {
  const value = Deno.env.get(name)?.trim();
  if (!value) {
    throw new Error(`Missing required environment variable: ${name} (set it as a function secret)`);
  }
  return value;
}

/** An optional variable; empty counts as unset. */
export function optionalEnv(name: string): string | undefined {
  const value = Deno.env.get(name)?.trim();
  return value ? value : undefined;
}

export function supabaseUrl(): string {
  return requireEnv("SUPABASE_URL");
}

export function supabaseAnonKey(): string {
  return requireEnv("SUPABASE_ANON_KEY");
}

export function supabaseServiceRoleKey(): string {
  return requireEnv("SUPABASE_SERVICE_ROLE_KEY");
}

/**
 * The HS256 secret for verifying JWTs locally, when one is configured. Hosted Supabase does not
 * reliably expose it (and projects on asymmetric signing keys have none), so callers fall back to
 * asking auth when this is undefined.
 */
export function jwtSecret(): string | undefined {
  return optionalEnv("JWT_SECRET") ?? optionalEnv("SUPABASE_JWT_SECRET");
}

/**
 * Where the project's public signing keys are published (asymmetric JWT signing keys): the
 * SUPABASE_JWKS_URL secret, else auth's own `/.well-known/jwks.json`, as supabase-js getClaims reads it.
 */
export function jwksUrl(): string | undefined {
  const explicit = optionalEnv("SUPABASE_JWKS_URL");
  if (explicit) return explicit;
  const base = optionalEnv("SUPABASE_URL");
  return base ? `${base.replace(/\/+$/, "")}/auth/v1/.well-known/jwks.json` : undefined;
}
