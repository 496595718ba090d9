/**
 * The parts of `supabase/config.toml` the local platform honours, typed and with the Supabase
 * CLI's defaults, so a setting changed there behaves locally as it will when deployed.
 */
import { parse } from "npm:smol-toml@1.3.1";
import { ROOT } from "../config.ts";

export interface AuthConfig {
  siteUrl: string;
  additionalRedirectUrls: string[];
  /** Access-token lifetime, seconds. */
  jwtExpiry: number;
  enableSignup: boolean;
  enableConfirmations: boolean;
  minimumPasswordLength: number;
  refreshTokenRotation: boolean;
  /** Seconds during which a just-rotated refresh token may be used again (GoTrue's reuse interval). */
  refreshTokenReuseInterval: number;
  /** Minimum seconds between two e-mails to one address (`[auth.email] max_frequency`). */
  emailMaxFrequency: number;
  /** Lifetime of e-mailed links and codes, seconds (`[auth.email] otp_expiry`). */
  otpExpiry: number;
}

export interface SupabaseConfig {
  auth: AuthConfig;
  api: { schemas: string[]; extraSearchPath: string[]; maxRows: number };
  /** `[functions.<name>] verify_jwt`; a function not listed verifies (the CLI's default). */
  verifyJwt(functionName: string): boolean;
}

export const CONFIG_PATH = `${ROOT}/supabase/config.toml`;

type Table = Record<string, unknown>;

function table(value: unknown): Table {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? value as Table : {};
}

function pick<T>(t: Table, key: string, fallback: T): T {
  const v = t[key];
  return v === undefined || typeof v !== typeof fallback ? fallback : v as T;
}

/** "1s", "1m30s", "2h" or a plain number of seconds → seconds. */
export function durationSeconds(value: unknown, fallback: number): number {
  if (typeof value === "number") return value;
  if (typeof value !== "string") return fallback;
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)];
  if (parts.length === 0) return fallback;
  const unit: Record<string, number> = { ms: 0.001, s: 1, m: 60, h: 3600 };
  return parts.reduce((sum, [, n, u]) => sum + Number(n) * unit[u], 0);
}

export function parseSupabaseConfig(text: string): SupabaseConfig {
  const doc = parse(text) as Table;
  const auth = table(doc.auth);
  const email = table(auth.email);
  const api = table(doc.api);
  const functions = table(doc.functions);
  return {
    auth: {
      siteUrl: pick(auth, "site_url", "http://127.0.0.1:3000"),
      additionalRedirectUrls: pick<unknown[]>(auth, "additional_redirect_urls", []).map(String),
      jwtExpiry: pick(auth, "jwt_expiry", 3600),
      enableSignup: pick(auth, "enable_signup", true) && pick(email, "enable_signup", true),
      enableConfirmations: pick(email, "enable_confirmations", false),
      minimumPasswordLength: pick(auth, "minimum_password_length", 6),
      refreshTokenRotation: pick(auth, "enable_refresh_token_rotation", true),
      refreshTokenReuseInterval: pick(auth, "refresh_token_reuse_interval", 10),
      emailMaxFrequency: durationSeconds(email.max_frequency, 1),
      otpExpiry: pick(email, "otp_expiry", 3600),
    },
    api: {
      schemas: pick<unknown[]>(api, "schemas", ["public", "graphql_public"]).map(String),
      extraSearchPath: pick<unknown[]>(api, "extra_search_path", ["public", "extensions"]).map(String),
      maxRows: pick(api, "max_rows", 1000),
    },
    verifyJwt: (name) => pick(table(functions[name]), "verify_jwt", true),
  };
}

export async function loadSupabaseConfig(path = CONFIG_PATH): Promise<SupabaseConfig> {
  return parseSupabaseConfig(await Deno.readTextFile(path));
}
