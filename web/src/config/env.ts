import { supabaseEnvPairProblem } from './env-pair';

/**
 * The well-known anon key `supabase start` prints (HS256 over the local JWT secret, role anon);
 * the local platform uses it too (local/config.ts ANON_KEY). Anon keys are public by design:
 * RLS, not the key, protects the data.
 */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

/** Where Vite's dev server (port 5173) finds the local gateway when VITE_SUPABASE_URL is unset. */
export const LOCAL_GATEWAY_URL = 'http://127.0.0.1:54321';

export interface AppEnv {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

/** The SPA cannot start with this configuration; main.tsx shows 'Configuration error'. */
export class EnvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EnvError';
  }
}

/**
 * Built SPA: served by the gateway (or next to the hosted project) so the page's own origin is the
 * Supabase URL unless VITE_SUPABASE_URL says otherwise. Dev server: the local gateway.
 */
export function readEnv(
  vars: ImportMetaEnv & { DEV?: boolean } = import.meta.env,
  origin: string = window.location.origin,
): AppEnv {
  const pairProblem = supabaseEnvPairProblem(vars);
  if (pairProblem) throw new EnvError(pairProblem);
  const fallbackUrl = vars.DEV ? LOCAL_GATEWAY_URL : origin;
  const config: AppEnv = {
    supabaseUrl: (vars.VITE_SUPABASE_URL || fallbackUrl).replace(/\/+$/, ''),
    supabaseAnonKey: vars.VITE_SUPABASE_ANON_KEY || LOCAL_ANON_KEY,
  };
  // Checked by hand: every screen loads this module first, and zod would add ≈ 22 kB gzip to /login.
  const invalid = (Object.keys(config) as (keyof AppEnv)[]).filter((key) => !VALID[key](config[key]));
  if (invalid.length > 0) throw new EnvError(`Invalid configuration: ${invalid.join(', ')}`);
  return config;
}

const VALID: Record<keyof AppEnv, (value: string) => boolean> = {
  supabaseUrl: isHttpUrl,
  supabaseAnonKey: (value) => value.length > 0,
};

function isHttpUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

export const env: AppEnv = readEnv();
