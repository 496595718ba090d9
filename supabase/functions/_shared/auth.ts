import { DATABASE_RETRY_AFTER_SEC } from "./database-failure.ts";
import { jwtSecret, optionalEnv } from "./env.ts";
import { AppError, databaseError } from "./errors.ts";
import { decodeJwt, JwtError, verifyHs256 } from "./jwt.ts";
import { anonClient, serviceClient, type SupabaseClient } from "./supabase.ts";

/** Who may call a route: anyone, a signed-in user, an admin user (or the service role), the service role. */
export type AuthLevel = "public" | "user" | "admin" | "service";

/** The verified caller. `userId` is null for the service role (its key has no `sub`). */
export interface Caller {
  userId: string | null;
  email: string | null;
  role: string;
  jwt: string;
}

/** Checks a request against a level; returns the caller (null for public routes) or throws AppError. */
export type Authorize = (req: Request, level: AuthLevel) => Promise<Caller | null>;

export interface AuthUser {
  id: string;
  email?: string | null;
  role?: string;
}

export interface VerifyOptions {
  /** HS256 secret; when set, tokens signed with it are verified locally. */
  jwtSecret?: string;
  /** The service-role key from the environment; recognised without a round trip. */
  serviceRoleKey?: string;
  /** Asks auth who owns the token (GET /auth/v1/user); null when auth rejects it. */
  fetchUser: (jwt: string) => Promise<AuthUser | null>;
  /**
   * Also ask auth about a locally verified user token, as hosted Supabase's `auth.getUser(token)`
   * does: a token whose user was deleted or whose session was ended (sign-out) is refused at once
   * instead of working until it expires. Costs one round trip to auth per request.
   */
  confirmWithAuth?: boolean;
  nowSeconds?: () => number;
}

export interface AuthorizerOptions {
  verify: (jwt: string) => Promise<Caller>;
  isAdmin: (userId: string) => Promise<boolean>;
}

export function bearerToken(req: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.get("Authorization") ?? "");
  return match ? match[1] : null;
}

/**
 * Verifies a JWT. With a secret configured, HS256 tokens are checked locally (signature, exp, nbf);
 * tokens with another algorithm (projects on asymmetric signing keys) and every token when no
 * secret is configured are checked by auth itself.
 */
export async function verifyCaller(jwt: string, options: VerifyOptions): Promise<Caller> {
  if (options.serviceRoleKey && constantTimeEqual(jwt, options.serviceRoleKey)) {
    return { userId: null, email: null, role: "service_role", jwt };
  }
  if (options.jwtSecret && headerAlgorithm(jwt) === "HS256") {
    try {
      const claims = await verifyHs256(jwt, options.jwtSecret, options.nowSeconds?.());
      const caller: Caller = {
        userId: typeof claims.sub === "string" && claims.sub ? claims.sub : null,
        email: typeof claims.email === "string" && claims.email ? claims.email : null,
        role: typeof claims.role === "string" ? claims.role : "",
        jwt,
      };
      if (options.confirmWithAuth && caller.userId) {
        const user = await options.fetchUser(jwt);
        if (user?.id !== caller.userId) {
          throw new AppError("unauthorized", "Invalid JWT: the session has ended or the user no longer exists");
        }
      }
      return caller;
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
  return { userId: user.id, email: user.email ?? null, role: user.role ?? "authenticated", jwt };
}

export function createAuthorizer(options: AuthorizerOptions): Authorize {
  return async (req, level) => {
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
    if (level === "admin") await requireAdmin(caller.userId, options.isAdmin);
    return caller;
  };
}

/** Throws 403 'Admin access required' unless the user's profile says is_admin. */
async function requireAdmin(userId: string, isAdmin: (userId: string) => Promise<boolean>): Promise<void> {
  if (!(await isAdmin(userId))) throw new AppError("forbidden", "Admin access required");
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
export const authorize: Authorize = (req, level) => {
  defaultAuthorizer ??= createAuthorizer({
    verify: (jwt) =>
      verifyCaller(jwt, {
        jwtSecret: jwtSecret(),
        serviceRoleKey: optionalEnv("SUPABASE_SERVICE_ROLE_KEY"),
        fetchUser: fetchAuthUser,
        confirmWithAuth: true,
      }),
    isAdmin: (userId) => isAdminUser(serviceClient(), userId),
  });
  return defaultAuthorizer(req, level);
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
