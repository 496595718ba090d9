/**
 * Issue 20, point 6: a path that climbs out of the route it names never reaches another one. Sent
 * raw (node:http writes the path as given; fetch would fold `%2e%2e` away first) to the gateway as
 * the seeded admin, whose own GET /api/admin/settings answers 200: every climb to it is 404 JSON.
 */
import { request } from "node:http";
import { beforeAll, describe, expect, it } from "vitest";
import { climbingPaths } from "../../supabase/functions/_testing/hostile-paths.ts";
import { ANON_KEY, client, SUPABASE_URL } from "./helpers.ts";

let token: string;

beforeAll(async () => {
  const { data, error } = await client().auth.signInWithPassword({ email: "admin@example.com", password: "admin123" });
  if (error) throw error;
  token = data.session.access_token;
});

function rawGet(path: string): Promise<{ status: number; type: string; body: string }> {
  const { hostname, port } = new URL(SUPABASE_URL);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, method: "GET", headers: { authorization: `Bearer ${token}`, apikey: ANON_KEY } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, type: String(res.headers["content-type"] ?? ""), body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("paths that climb", () => {
  it("the admin's own settings answer 200 at their paths", async () => {
    expect((await rawGet("/api/admin/settings")).status).toBe(200);
    expect((await rawGet("/functions/v1/admin/settings")).status).toBe(200);
  });

  const paths = [
    ...climbingPaths("/api", "top-players", "admin/settings"),
    ...climbingPaths("/api/admin", "players-list", "settings"),
    ...climbingPaths("/functions/v1", "league", "admin/settings"),
    ...climbingPaths("", "dashboard", "api/admin/settings"),
  ];
  it.each(paths)("%s is 404 JSON", async (path) => {
    const res = await rawGet(path);
    expect(res.status).toBe(404);
    expect(res.type).toMatch(/^application\/json/);
    expect(JSON.parse(res.body)).toEqual({ error: "Not found: the path leaves the route it names", code: "not_found" });
  });
});
