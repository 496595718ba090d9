// Shared by the functions' tests: tokens signed with the local platform's secret and an authorizer
// wired to them, so handlers are tested through the real router and auth without a database.
import { createClient } from "npm:@supabase/supabase-js@2.119.1";
import { type Caller, createAuthorizer, type Authorize, verifyCaller } from "../_shared/auth.ts";
import { type JwtClaims, signHs256 } from "../_shared/jwt.ts";
import type { SupabaseClient } from "../_shared/supabase.ts";

export const LOCAL_JWT_SECRET = "super-secret-jwt-token-with-at-least-32-characters-long";
export const ADMIN_ID = "00000000-0000-4000-8000-00000000000a";
export const USER_ID = "00000000-0000-4000-8000-00000000000b";

export function userToken(userId: string, extra: JwtClaims = {}): Promise<string> {
  return signHs256({
    sub: userId,
    role: "authenticated",
    aud: "authenticated",
    email: `${userId.slice(-4)}@example.test`,
    exp: Math.floor(Date.now() / 1000) + 3600,
    ...extra,
  }, LOCAL_JWT_SECRET);
}

export function serviceToken(): Promise<string> {
  return signHs256({ role: "service_role", iss: "supabase-demo", exp: Math.floor(Date.now() / 1000) + 3600 }, LOCAL_JWT_SECRET);
}

/** Verifies with the local secret; ADMIN_ID (and `admins`) are admins, everyone else is not. */
export function testAuthorizer(admins: string[] = [ADMIN_ID]): Authorize {
  return createAuthorizer({
    verify: (jwt): Promise<Caller> =>
      verifyCaller(jwt, { jwtSecret: LOCAL_JWT_SECRET, fetchUser: () => Promise.resolve(null) }),
    isAdmin: (userId) => Promise.resolve(admins.includes(userId)),
  });
}

export function request(method: string, path: string, options: { token?: string; body?: unknown } = {}): Request {
  const headers = new Headers();
  if (options.token) headers.set("Authorization", `Bearer ${options.token}`);
  let body: string | undefined;
  if (options.body !== undefined) {
    headers.set("Content-Type", "application/json");
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
  }
  return new Request(`http://127.0.0.1:54321${path}`, { method, headers, body });
}

export interface RecordedCall {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

/** A real supabase-js client whose HTTP goes to `respond` instead of a server. */
export function fakeSupabase(respond: (call: RecordedCall) => Response | Promise<Response>): { client: SupabaseClient; calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const req = new Request(input, init);
    const text = await req.text();
    const call = { method: req.method, url: new URL(req.url), headers: req.headers, body: text ? JSON.parse(text) : undefined };
    calls.push(call);
    return respond(call);
  };
  const client = createClient("http://db.test", "test-key", {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch },
  });
  return { client, calls };
}

export function silenceConsole<T>(method: "error" | "warn", run: () => Promise<T>): Promise<{ result: T; logged: unknown[][] }> {
  const original = console[method];
  const logged: unknown[][] = [];
  console[method] = (...args: unknown[]) => void logged.push(args);
  return run().then((result) => ({ result, logged })).finally(() => {
    console[method] = original;
  });
}

/**
 * A stand-in for GET /auth/v1/user (what the functions ask to confirm a user token, as hosted
 * `auth.getUser` does): the token's own subject, as if its session were live. Tests that need a
 * ended session or a deleted user answer 403 themselves instead. Returns null for other paths.
 */
export function authUserStandIn(req: Request): Response | null {
  if (new URL(req.url).pathname !== "/auth/v1/user") return null;
  const token = /^Bearer\s+(\S+)$/i.exec(req.headers.get("Authorization") ?? "")?.[1] ?? "";
  try {
    const claims = JSON.parse(atob(token.split(".")[1].replaceAll("-", "+").replaceAll("_", "/"))) as JwtClaims;
    if (!claims.sub) throw new Error("no subject");
    return Response.json({ id: claims.sub, aud: "authenticated", role: claims.role ?? "authenticated", email: claims.email ?? null });
  } catch {
    return Response.json({ code: 403, error_code: "bad_jwt", msg: "invalid JWT" }, { status: 403 });
  }
}
