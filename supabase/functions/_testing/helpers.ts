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

/**
 * Verifies with the local secret; ADMIN_ID (and `admins`) are admins, everyone else is not; a token
 * whose session id (or, without one, user id) is in `ended` has been signed out.
 */
export function testAuthorizer(admins: string[] = [ADMIN_ID], ended: string[] = []): Authorize {
  return createAuthorizer({
    verify: (jwt): Promise<Caller> =>
      verifyCaller(jwt, { jwtSecret: LOCAL_JWT_SECRET, fetchUser: () => Promise.resolve(null) }),
    status: (caller) => Promise.resolve({ live: !ended.includes(caller.sessionId ?? caller.userId), admin: admins.includes(caller.userId) }),
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
 * A stand-in for the caller_status rpc (POST /rest/v1/rpc/caller_status, what the functions ask to
 * confirm a user token's session and admin flag in one call): every session live, `admins` admins.
 * Returns null for other paths.
 */
export async function callerStatusStandIn(req: Request, admins: string[] = [ADMIN_ID]): Promise<Response | null> {
  if (new URL(req.url).pathname !== "/rest/v1/rpc/caller_status") return null;
  const { p_user } = await req.clone().json() as { p_user: string };
  return Response.json({ live: true, admin: admins.includes(p_user) });
}
