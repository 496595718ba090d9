/**
 * Text the database cannot store, as a client sends it through the gateway to the deployed
 * functions: a 400 naming the field, before anything is done (issue 20 point 1's examples), never
 * the 503 "try again shortly" the database's refusal used to become.
 */
import { FunctionsHttpError } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { ANON_KEY, client, confirmedUser, SUPABASE_URL } from "./helpers.ts";

const SIM_URL = process.env.SIM_URL;

async function adminToken(): Promise<string> {
  // The seeded admin (supabase/seed.sql).
  const { data, error } = await client().auth.signInWithPassword({ email: "admin@example.com", password: "admin123" });
  if (error || !data.session) throw error ?? new Error("admin sign-in gave no session");
  return data.session.access_token;
}

describe("text the database cannot store", () => {
  it("GET /api/admin/players-list?q=a%00b is a 400 naming q", async () => {
    const res = await fetch(`${SUPABASE_URL}/api/admin/players-list?q=a%00b`, {
      headers: { apikey: ANON_KEY, authorization: `Bearer ${await adminToken()}` },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "bad_request", error: "Invalid request: q must not contain the NUL character (U+0000)" });
  });

  it("POST /admin/player-resolver with a lone surrogate in name is a 400 naming name (supabase-js)", async () => {
    const sb = client();
    const { data, error } = await sb.functions.invoke("admin/player-resolver", {
      body: { name: "a\ud800b" },
      headers: { authorization: `Bearer ${await adminToken()}` },
    });
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const res = (error as FunctionsHttpError).context as Response;
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: "Invalid request: name must be valid Unicode: it has a lone surrogate (U+D800)" });
  });

  it("POST /api/mfl/login with a NUL in the username is a 400 naming username, and MFL is never asked", async () => {
    const { session } = await confirmedUser("text-login");
    const logins = async () => SIM_URL ? ((await (await fetch(`${SIM_URL}/_sim/counters`)).json()).byEndpoint?.["mfl:login"] ?? 0) : 0;
    const before = await logins();
    const res = await fetch(`${SUPABASE_URL}/api/mfl/login`, {
      method: "POST",
      headers: { apikey: ANON_KEY, authorization: `Bearer ${session.access_token}`, "content-type": "application/json" },
      body: JSON.stringify({ username: "de\u0000mo", password: "demo123" }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: "Invalid request: username must not contain the NUL character (U+0000)" });
    expect(await logins()).toBe(before);
  });

  it("an invisible direction mark is removed, not refused: the search answers as without it", async () => {
    const headers = { apikey: ANON_KEY, authorization: `Bearer ${await adminToken()}` };
    const plain = await fetch(`${SUPABASE_URL}/api/admin/players-list?q=smith`, { headers });
    const marked = await fetch(`${SUPABASE_URL}/api/admin/players-list?q=${encodeURIComponent("smi\u200fth")}`, { headers });
    expect(marked.status).toBe(200);
    expect(await marked.json()).toEqual(await plain.json());
  });
});
