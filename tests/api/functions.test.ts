/**
 * functions.invoke through the gateway: a non-2xx answer reaches supabase-js as a
 * FunctionsHttpError carrying the Response; verify_jwt is enforced before the function runs.
 * Works against the product's functions (npm test) and the gateway's fixtures (scratch stack):
 * `CONTRACT_FUNCTION` names a deployed function with verify_jwt on (default admin).
 */
import { FunctionsHttpError } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
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

describe("functions refuse a token whose session has ended", () => {
  const SIM_URL = process.env.SIM_URL;
  const fnUrl = (path: string) => `${SUPABASE_URL}/functions/v1/${path}`;

  it.skipIf(process.env.CONTRACT_FUNCTION !== undefined)("after sign-out the old, unexpired token is 401 before any work (no MFL login)", async () => {
    const { sb, session } = await confirmedUser("signed-out");
    const headers = { apikey: ANON_KEY, authorization: `Bearer ${session.access_token}`, "content-type": "application/json" };
    const before = await fetch(fnUrl("mfl/current-week"), { headers });
    expect(before.status).toBe(200);
    await before.body?.cancel();
    await sb.auth.signOut();
    const logins = async () => SIM_URL ? ((await (await fetch(`${SIM_URL}/_sim/counters`)).json()).byEndpoint?.["mfl:login"] ?? 0) : 0;
    const loginsBefore = await logins();
    const res = await fetch(fnUrl("mfl/login"), { method: "POST", headers, body: JSON.stringify({ username: "demo", password: "demo123" }) });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: "Invalid JWT: the session has ended or the user no longer exists" });
    expect(await logins()).toBe(loginsBefore);
    const week = await fetch(fnUrl("mfl/current-week"), { headers });
    expect(week.status).toBe(401);
    await week.body?.cancel();
  });
});
