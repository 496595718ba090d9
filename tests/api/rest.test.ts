/**
 * Every REST shape in the contract doc through supabase-js and the gateway to the real
 * PostgREST, on the fixture tables of tests/api/fixtures.sql (RLS: owners see their rows).
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import { ANON_KEY, client, confirmedUser, SUPABASE_URL } from "./helpers.ts";

let owner: SupabaseClient;
let ownerId: string;
let stranger: SupabaseClient;

beforeAll(async () => {
  const a = await confirmedUser("rest-owner");
  owner = a.sb;
  ownerId = a.session.user.id;
  stranger = (await confirmedUser("rest-stranger")).sb;
  const { error } = await owner.from("contract_items").insert([
    { name: "b", qty: 2, tag: "x" },
    { name: "a", qty: 1, tag: null },
    { name: "c,d", qty: 3, tag: "y" },
  ]);
  if (error) throw error;
});

describe("reading", () => {
  it("select with eq and order answers 200 and an array", async () => {
    const { data, error, status } = await owner.from("contract_items").select("name, qty").gte("qty", 1).order("name", { ascending: true });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([{ name: "a", qty: 1 }, { name: "b", qty: 2 }, { name: "c,d", qty: 3 }]);
    const eq = await owner.from("contract_items").select("name").eq("name", "b");
    expect(eq.data).toEqual([{ name: "b" }]);
  });

  it("single() answers the object, and PGRST116 406 for no row", async () => {
    const one = await owner.from("contract_items").select("name, owner").eq("name", "a").single();
    expect(one.error).toBeNull();
    expect(one.data).toEqual({ name: "a", owner: ownerId });
    const none = await owner.from("contract_items").select("*").eq("name", "missing").single();
    expect(none.data).toBeNull();
    expect(none.status).toBe(406);
    expect(none.error?.code).toBe("PGRST116");
    const many = await owner.from("contract_items").select("*").single();
    expect(many.error?.code).toBe("PGRST116");
    const maybe = await owner.from("contract_items").select("*").eq("name", "missing").maybeSingle();
    expect(maybe).toMatchObject({ data: null, error: null });
  });

  it("in (with a quoted comma) and not is null", async () => {
    const inList = await owner.from("contract_items").select("name").in("name", ["a", "c,d"]).order("name");
    expect(inList.data).toEqual([{ name: "a" }, { name: "c,d" }]);
    const notNull = await owner.from("contract_items").select("name").not("tag", "is", null).order("name");
    expect(notNull.data).toEqual([{ name: "b" }, { name: "c,d" }]);
  });

  it("count with head", async () => {
    const { count, error } = await owner.from("contract_items").select("*", { count: "exact", head: true });
    expect(error).toBeNull();
    expect(count).toBe(3);
  });

  it("RLS hides other users' rows", async () => {
    const { data, error } = await stranger.from("contract_items").select("*");
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });
});

describe("writing", () => {
  it("insert().select() answers 201 with the rows", async () => {
    const { data, error, status } = await owner.from("contract_items").insert({ name: "new", qty: 5 }).select();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toHaveLength(1);
    expect(data?.[0]).toMatchObject({ name: "new", qty: 5, owner: ownerId });
  });

  it("upsert with on_conflict merges", async () => {
    const { data, error, status } = await owner.from("contract_items")
      .upsert({ owner: ownerId, name: "up", qty: 1 }, { onConflict: "owner,name" }).select("name, qty");
    expect(error).toBeNull();
    expect(status).toBe(201);
    const again = await owner.from("contract_items").upsert({ owner: ownerId, name: "up", qty: 9 }, { onConflict: "owner,name" })
      .select("name, qty").single();
    expect(data).toEqual([{ name: "up", qty: 1 }]);
    expect(again.data).toEqual({ name: "up", qty: 9 });
  });

  it("update and delete answer 204", async () => {
    await owner.from("contract_items").insert({ name: "temp", qty: 1 });
    const upd = await owner.from("contract_items").update({ qty: 7 }).eq("name", "temp");
    expect(upd.error).toBeNull();
    expect(upd.status).toBe(204);
    expect((await owner.from("contract_items").select("qty").eq("name", "temp").single()).data).toEqual({ qty: 7 });
    const del = await owner.from("contract_items").delete().eq("name", "temp");
    expect(del.status).toBe(204);
    expect((await owner.from("contract_items").select("*").eq("name", "temp")).data).toEqual([]);
  });

  it("a duplicate is 23505 409, a dangling foreign key 23503 409", async () => {
    const dup = await owner.from("contract_items").insert({ name: "a" });
    expect(dup.error?.code).toBe("23505");
    expect(dup.status).toBe(409);
    const fk = await owner.from("contract_notes").insert({ item_id: -1, body: "x" });
    expect(fk.error?.code).toBe("23503");
    expect(fk.status).toBe(409);
  });

  it("a stranger's update touches nothing", async () => {
    const { data, error } = await stranger.from("contract_items").update({ qty: 0 }).eq("name", "a").select();
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });
});

describe("denials", () => {
  it("RLS refuses a row for someone else: 42501, 403 with a user token", async () => {
    const { error, status } = await stranger.from("contract_items").insert({ name: "steal", owner: ownerId });
    expect(error?.code).toBe("42501");
    expect(status).toBe(403);
  });

  it("anonymous writes are 42501 with 401", async () => {
    const { error, status } = await client().from("contract_items").insert({ name: "anon", owner: ownerId });
    expect(error?.code).toBe("42501");
    expect(status).toBe(401);
  });

  it("a table without privileges is 42501 403", async () => {
    const { error, status } = await owner.from("contract_private").select("*");
    expect(error?.code).toBe("42501");
    expect(status).toBe(403);
  });

  it("an unknown table is 404", async () => {
    const { error, status } = await owner.from("contract_nope").select("*");
    expect(status).toBe(404);
    expect(["42P01", "PGRST205"]).toContain(error?.code);
  });

  it("an expired or forged JWT is PGRST301 401", async () => {
    const res = await fetch(`${SUPABASE_URL}/rest/v1/contract_items`, {
      headers: { apikey: ANON_KEY, authorization: "Bearer eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.bad" },
    });
    expect(res.status).toBe(401);
    expect((await res.json()).code).toMatch(/^PGRST30/);
  });

  it("the gateway wants an apikey", async () => {
    const res = await fetch(`${SUPABASE_URL}/rest/v1/contract_items`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "No API key found in request" });
  });
});

describe("rpc", () => {
  it("answers the function's result", async () => {
    const { data, error, status } = await owner.rpc("contract_add", { a: 2, b: 3 });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toBe(5);
  });

  it("runs as the caller (auth.uid(), auth.role(), auth.email())", async () => {
    const { data } = await owner.rpc("contract_whoami");
    expect(data).toMatchObject({ uid: ownerId, role: "authenticated" });
    const anon = await client().rpc("contract_whoami");
    expect(anon.data).toMatchObject({ uid: null, role: "anon" });
  });

  it("raise exception is P0001 400; an unknown function 404", async () => {
    const fail = await owner.rpc("contract_fail", { reason: "Nope: on purpose" });
    expect(fail.error).toMatchObject({ code: "P0001", message: "Nope: on purpose" });
    expect(fail.status).toBe(400);
    const missing = await owner.rpc("contract_missing");
    expect(missing.status).toBe(404);
    expect(["42883", "PGRST202"]).toContain(missing.error?.code);
  });
});

describe("CORS", () => {
  it("answers preflights as Supabase does", async () => {
    const res = await fetch(`${SUPABASE_URL}/rest/v1/contract_items`, {
      method: "OPTIONS",
      headers: { origin: "http://localhost:5173", "access-control-request-method": "POST", "access-control-request-headers": "apikey, prefer" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("access-control-allow-headers")).toMatch(/apikey/);
    expect(res.headers.get("access-control-allow-headers")).toMatch(/x-client-info/);
  });
});
