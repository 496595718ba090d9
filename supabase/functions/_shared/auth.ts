import { DATABASE_RETRY_AFTER_SEC } from "./database-failure.ts";
import { jwksUrl, jwtSecret, optionalEnv } from "./env.ts";
import { AppError, databaseError, SESSION_ENDED } from "./errors.ts";
import { jwksKeys } from "./jwks.ts";
import { decodeJwt, isAsymmetricAlgorithm, type JwtClaims, JwtError, type PublicJwk, verifyAsymmetric, verifyHs256 } from "./jwt.ts";
import { anonClient, serviceClient, type SupabaseClient } from "./supabase.ts";

/** Who may call a route: anyone, a signed-in user, an admin user (or the service role), the service role. */
export type AuthLevel = "public" | "user" | "admin" | "service";

/** The verified caller. `userId` is null for the service role (its key has no `sub`). */
export interface Caller {
  userId: string | null;
  email: string | null;
  role: string;
  jwt: string;
  /** The token's `session_id` claim (GoTrue's auth.sessions row); null when it has none. */
  sessionId: string | null;
  /** The claims verified here (absent when auth itself vouched for the token): the direct reads pass them on as PostgREST does. */
  claims?: JwtClaims;
}

export interface AuthorizeOptions {
  /**
   * The route's first database read refuses an ended session itself (a league view's read
   * function, the scoring poll's one call), so no separate check is made for it.
   */
  sessionCheckedByRead?: boolean;
}

/** Checks a request against a level; returns the caller (null for public routes) or throws AppError. */
export type Authorize = (req: Request, level: AuthLevel, options?: AuthorizeOptions) => Promise<Caller | null>;

export interface AuthUser {
  id: string;
  email?: string | null;
  role?: string;
}

/** Where a token's signing key is found: the project's JWKS (jwks.ts). */
export type SigningKeys = (kid: string | undefined, alg: string) => Promise<PublicJwk | undefined>;

export interface VerifyOptions {
  /** HS256 secret; when set, tokens signed with it are verified locally. */
  jwtSecret?: string;
  /** The project's public signing keys; when set, ES256/RS256 tokens are verified locally with them. */
  signingKeys?: SigningKeys;
  /** The service-role key from the environment; recognised without a round trip. */
  serviceRoleKey?: string;
  /** Asks auth who owns a token this isolate cannot verify itself (GET /auth/v1/user); null when auth rejects it. */
  fetchUser: (jwt: string) => Promise<AuthUser | null>;
  nowSeconds?: () => number;
}

/** What the database says of a verified user token, in one call. */
export interface CallerStatus {
  /** The user exists and the token's session (when it names one) has not ended. */
  live: boolean;
  admin: boolean;
}

export interface AuthorizerOptions {
  verify: (jwt: string) => Promise<Caller>;
  /** One database call (caller_status): whether the token's session is live, and whether the user is an admin. */
  status: (caller: Caller & { userId: string }) => Promise<CallerStatus>;
}

export function bearerToken(req: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.get("Authorization") ?? "");
  return match ? match[1] : null;
}

/**
 * Verifies a JWT without a round trip where it can, as supabase-js getClaims does: HS256 tokens
 * with the secret, ES256/RS256 tokens with the project's signing keys. A token neither can verify
 * (HS256 without the secret configured) is checked by auth itself. Whether its session has ended
 * is not decided here: the database decides it (CallerStatus, or the route's own read).
 */
export async function verifyCaller(jwt: string, options: VerifyOptions): Promise<Caller> {
  if (options.serviceRoleKey && constantTimeEqual(jwt, options.serviceRoleKey)) {
    return { userId: null, email: null, role: "service_role", jwt, sessionId: null };
  }
  const alg = headerAlgorithm(jwt);
  const now = options.nowSeconds?.();
  const local = options.jwtSecret && alg === "HS256"
    ? (() => verifyHs256(jwt, options.jwtSecret!, now))
    : options.signingKeys && isAsymmetricAlgorithm(alg)
    ? (() => verifyAsymmetric(jwt, options.signingKeys!, now))
    : null;
  if (local) {
    try {
      return callerOf(await local(), jwt);
    } catch (err) {
      if (err instanceof JwtError) {
        const reason = err.reason === "expired" ? "token has expired" : "token is not valid";
        throw new AppError("unauthorized", `Invalid JWT: ${reason}`);
      }
      throw err;
    }
  }
  const user = await options.fetchUser(jwt);
  if (!user) throw new AppError("unauthorized", "Invalid JWT: token is not valid or has expired");
  return {
    userId: user.id,
    email: user.email ?? null,
    role: user.role ?? "authenticated",
    jwt,
    sessionId: sessionIdOf(claimsOrNone(jwt)),
  };
}

/** The claims of a token auth has just accepted (an opaque one has none). */
function claimsOrNone(jwt: string): JwtClaims {
  try {
    return decodeJwt(jwt).claims;
  } catch {
    return {};
  }
}

function callerOf(claims: JwtClaims, jwt: string): Caller {
  return {
    userId: typeof claims.sub === "string" && claims.sub ? claims.sub : null,
    email: typeof claims.email === "string" && claims.email ? claims.email : null,
    role: typeof claims.role === "string" ? claims.role : "",
    jwt,
    sessionId: sessionIdOf(claims),
    claims,
  };
}

function sessionIdOf(claims: JwtClaims): string | null {
  return typeof claims.session_id === "string" && claims.session_id ? claims.session_id : null;
}

/**
 * The route table's authorizer. A signed-in user's token is refused once its session has ended
 * (sign-out) or its user was deleted, as GoTrue refuses it: by the route's own first read when it
 * checks that (`sessionCheckedByRead`), else by one database call that also answers the admin
 * check of admin routes. No route asks auth over HTTP.
 */
export function createAuthorizer(options: AuthorizerOptions): Authorize {
  return async (req, level, authorizeOptions = {}) => {
    if (level === "public") return null;
    const jwt = bearerToken(req);
    if (!jwt) throw new AppError("unauthorized", "Authentication required: missing bearer token");
    const caller = await options.verify(jwt);
    const isService = caller.role === "service_role";
    if (level === "service") {
      if (!isService) throw new AppError("forbidden", "Service role required");
      return caller;
    }
    if (level === "admin" && isService) return caller;
    if (isService) throw new AppError("forbidden", "A user session is required");
    if (caller.role !== "authenticated" || !caller.userId) {
      throw new AppError("unauthorized", "Authentication required: sign in first");
    }
    if (level === "user" && authorizeOptions.sessionCheckedByRead) return caller;
    const status = await options.status({ ...caller, userId: caller.userId });
    if (!status.live) throw new AppError("unauthorized", SESSION_ENDED);
    if (level === "admin" && !status.admin) throw new AppError("forbidden", "Admin access required");
    return caller;
  };
}

/**
 * caller_status (migration 20261128120000) through the service client: the session check and the
 * admin flag in one statement. A failure is a 503 "try again shortly", never a 500.
 */
export async function callerStatus(client: SupabaseClient, caller: Caller & { userId: string }): Promise<CallerStatus> {
  const { data, error } = await client.rpc("caller_status", { p_user: caller.userId, p_session: caller.sessionId });
  if (error) throw databaseError("Checking your session failed", error);
  const row = (data ?? {}) as Partial<CallerStatus>;
  return { live: row.live === true, admin: row.admin === true };
}

/** Reads `user_profile.is_admin` (use the service client: the check must not depend on the caller). */
export async function isAdminUser(client: SupabaseClient, userId: string): Promise<boolean> {
  const { data, error } = await client.from("user_profile").select("is_admin").eq("user_id", userId).maybeSingle();
  if (error) throw databaseError("Checking admin access failed", error);
  return (data as { is_admin?: boolean } | null)?.is_admin === true;
}

/** GET /auth/v1/user; a 4xx means the token is not good, anything else means auth is unreachable. */
export async function fetchAuthUser(jwt: string): Promise<AuthUser | null> {
  const { data, error } = await anonClient().auth.getUser(jwt);
  if (error) {
    if (typeof error.status === "number" && error.status >= 400 && error.status < 500) return null;
    console.error("Auth user lookup failed:", error);
    throw new AppError("unavailable", "Authentication service unavailable: try again shortly", undefined, {
      "Retry-After": String(DATABASE_RETRY_AFTER_SEC),
    });
  }
  return { id: data.user.id, email: data.user.email ?? null, role: data.user.role };
}

let defaultAuthorizer: Authorize | undefined;

/** The authorizer wired to the environment, created on first use so importing needs no env. */
export const authorize: Authorize = (req, level, options) => {
  defaultAuthorizer ??= createAuthorizer({
    verify: (jwt) =>
      verifyCaller(jwt, {
        jwtSecret: jwtSecret(),
        signingKeys: projectSigningKeys(),
        serviceRoleKey: optionalEnv("SUPABASE_SERVICE_ROLE_KEY"),
        fetchUser: fetchAuthUser,
      }),
    status: (caller) => callerStatus(serviceClient(), caller),
  });
  return defaultAuthorizer(req, level, options);
};

function headerAlgorithm(jwt: string): unknown {
  try {
    return decodeJwt(jwt).header.alg;
  } catch {
    return "HS256"; // let local verification report it as malformed
  }
}

function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

let signingKeys: SigningKeys | undefined;

/** The project's JWKS, fetched on the first asymmetric token (none configured: undefined). */
function projectSigningKeys(): SigningKeys | undefined {
  const url = jwksUrl();
  if (!url) return undefined;
  return signingKeys ??= jwksKeys({ url });
}
