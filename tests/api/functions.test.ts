/**
 * functions.invoke through the gateway: a non-2xx answer reaches supabase-js as a
 * FunctionsHttpError carrying the Response; verify_jwt is enforced before the function runs.
 * Works against the product's functions (npm test) and the gateway's fixtures (scratch stack):
 * `CONTRACT_FUNCTION` names a deployed function with verify_jwt on (default admin).
 */
import { FunctionsHttpError } from "@supabase/supabase-js";
import { execFileSync } from "node:child_process";
import { beforeAll, describe, expect, it } from "vitest";
import { ANON_KEY, confirmedUser, SUPABASE_URL } from "./helpers.ts";

const FN = process.env.CONTRACT_FUNCTION ?? "admin";

describe("functions", () => {
  it("a non-2xx answer becomes FunctionsHttpError with the Response in context", async () => {
    const { sb } = await confirmedUser("fn");
    const { data, error } = await sb.functions.invoke(`${FN}/contract-no-such-route`, { body: { x: 1 } });
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const res = (error as FunctionsHttpError).context as Response;
    expect(res).toBeInstanceOf(Response);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(await res.json()).toBeTypeOf("object");
  });

  it("verify_jwt: no Authorization is 401 before the function runs", async () => {
    const res = await fetch(`${SUPABASE_URL}/functions/v1/${FN}/anything`, { method: "POST", headers: { apikey: ANON_KEY } });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 401 });
  });

  it("verify_jwt: a forged token is 401 Invalid JWT", async () => {
    const res = await fetch(`${SUPABASE_URL}/functions/v1/${FN}/anything`, {
      headers: { authorization: "Bearer eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.bad" },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: 401, message: "Invalid JWT" });
  });

  it("an unknown function is 404", async () => {
    const res = await fetch(`${SUPABASE_URL}/functions/v1/contract-no-such-function`, { headers: { authorization: `Bearer ${ANON_KEY}` } });
    expect(res.status).toBe(404);
    await res.body?.cancel();
  });
});

/** Every endpoint of every contract (the functions' route rows are made from them), as "METHOD /api/path". */
const contracts = import.meta.glob(["../../supabase/functions/_shared/contracts/*.ts", "!**/*.test.ts"], { eager: true });
const isEndpoint = (v: unknown): v is { method: string; path: string } =>
  !!v && typeof v === "object" && typeof (v as { method?: unknown }).method === "string" &&
  typeof (v as { path?: unknown }).path === "string" && (v as { path: string }).path.startsWith("/api/") && "request" in v;
const ROUTES = [...new Set(Object.values(contracts).flatMap((module) =>
  Object.values(module as Record<string, unknown>).flatMap((value) =>
    isEndpoint(value) ? [value] : value && typeof value === "object" ? Object.values(value).filter(isEndpoint) : []
  ).map((e) => `${e.method} ${e.path}`)
))].sort();
/** Routes only the service role may call: a user's token, live or not, is 403 there. */
const SERVICE_ONLY = new Set(["POST /api/admin/run-job", "POST /api/alerts/run"]);
const SESSION_ENDED = "Invalid JWT: the session has ended or the user no longer exists";

/** A route asked with `token`: a GET with the query a league read needs (the read itself judges the session), else an empty body. */
async function ask(route: string, token: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const [method, path] = route.split(" ");
  const url = method === "GET" ? `${SUPABASE_URL}${path}?leagueId=61408&type=personal` : `${SUPABASE_URL}${path}`;
  const res = await fetch(url, {
    method,
    headers: { apikey: ANON_KEY, authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: method === "GET" ? undefined : "{}",
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {} };
}

describe.skipIf(process.env.CONTRACT_FUNCTION !== undefined)("functions refuse a token whose session has ended, at every route", () => {
  const SIM_URL = process.env.SIM_URL;
  const DATABASE_URL = process.env.DATABASE_URL;
  const fnUrl = (path: string) => `${SUPABASE_URL}/functions/v1/${path}`;
  let signedOut = "";
  let deleted = "";

  beforeAll(async () => {
    const out = await confirmedUser("signed-out");
    signedOut = out.session.access_token;
    // Before sign-out the token is good at every route: whatever each answers, it is not the ended session's 401.
    for (const route of ROUTES) {
      const { status, body } = await ask(route, signedOut);
      expect(status === 401 && body.error === SESSION_ENDED, `${route} refused a live token: ${status} ${JSON.stringify(body)}`).toBe(false);
    }
    await out.sb.auth.signOut();
    if (DATABASE_URL) {
      const gone = await confirmedUser("deleted");
      deleted = gone.session.access_token;
      execFileSync("psql", [DATABASE_URL, "-X", "-q", "-v", "ON_ERROR_STOP=1", "-c", `delete from auth.users where id = '${gone.session.user.id}'`]);
    }
  }, 120_000);

  it("finds the routes of every function in the contracts", () => {
    for (const fn of ["mfl", "league-standings", "top-players", "tank01", "admin"]) {
      expect(ROUTES.some((r) => r.includes(`/api/${fn}`)), fn).toBe(true);
    }
    expect(ROUTES.length).toBeGreaterThan(30);
  });

  it.each(ROUTES)("%s: a signed-out user's token, still signed and unexpired, is 401", async (route) => {
    const { status, body } = await ask(route, signedOut);
    if (SERVICE_ONLY.has(route)) expect([status, body.error]).toEqual([403, "Service role required"]);
    else expect([status, body.error], JSON.stringify(body)).toEqual([401, SESSION_ENDED]);
  });

  it.skipIf(!DATABASE_URL).each(ROUTES)("%s: a deleted user's token is 401", async (route) => {
    const { status, body } = await ask(route, deleted);
    if (SERVICE_ONLY.has(route)) expect([status, body.error]).toEqual([403, "Service role required"]);
    else expect([status, body.error], JSON.stringify(body)).toEqual([401, SESSION_ENDED]);
  });

  it("after sign-out, MFL is not asked (no login reaches the simulator)", async () => {
    const logins = async () => SIM_URL ? ((await (await fetch(`${SIM_URL}/_sim/counters`)).json()).byEndpoint?.["mfl:login"] ?? 0) : 0;
    const loginsBefore = await logins();
    const res = await fetch(fnUrl("mfl/login"), {
      method: "POST",
      headers: { apikey: ANON_KEY, authorization: `Bearer ${signedOut}`, "content-type": "application/json" },
      body: JSON.stringify({ username: "demo", password: "demo123" }),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: SESSION_ENDED });
    expect(await logins()).toBe(loginsBefore);
  });
});
