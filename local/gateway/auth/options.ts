/** What the local auth server runs with: config.toml's `[auth]` plus test overrides. */
import type { AuthConfig } from "../supabase-config.ts";

export interface SignInLimit {
  /** Failed password sign-ins allowed per e-mail within the window; the next one is refused. */
  maxFailures: number;
  windowSeconds: number;
}

export interface AuthOptions extends AuthConfig {
  signInLimit: SignInLimit;
  /** bcrypt cost (GoTrue uses Go's default, 10). */
  bcryptCost: number;
}

/** Any setting can be overridden, e.g. `{ enableConfirmations: false }` in a test. */
export type AuthOverrides = Partial<Omit<AuthOptions, "signInLimit">> & { signInLimit?: Partial<SignInLimit> };

export const DEFAULT_SIGN_IN_LIMIT: SignInLimit = { maxFailures: 10, windowSeconds: 300 };

export function authOptions(config: AuthConfig, overrides: AuthOverrides = {}): AuthOptions {
  const { signInLimit, ...rest } = overrides;
  return { ...config, bcryptCost: 10, ...rest, signInLimit: { ...DEFAULT_SIGN_IN_LIMIT, ...signInLimit } };
}
