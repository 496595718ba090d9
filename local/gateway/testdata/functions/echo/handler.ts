// Fixture: answers what it received and the Supabase env it runs with.
import { json } from "../_shared/json.ts";

export async function handler(req: Request): Promise<Response> {
  const url = new URL(req.url);
  const text = req.method === "GET" || req.method === "HEAD" ? "" : await req.text();
  return json({
    method: req.method,
    path: url.pathname,
    query: url.search,
    authorization: req.headers.get("authorization"),
    body: text ? JSON.parse(text) : null,
    env: {
      SUPABASE_URL: Deno.env.get("SUPABASE_URL"),
      SUPABASE_ANON_KEY: Boolean(Deno.env.get("SUPABASE_ANON_KEY")),
      SUPABASE_SERVICE_ROLE_KEY: Boolean(Deno.env.get("SUPABASE_SERVICE_ROLE_KEY")),
      SUPABASE_DB_URL: Deno.env.get("SUPABASE_DB_URL"),
      FIXTURE_SECRET: Deno.env.get("FIXTURE_SECRET") ?? null,
      EXTRA: Deno.env.get("EXTRA") ?? null,
    },
  });
}
