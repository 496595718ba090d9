// Fixture: answers what it received and the Supabase env it runs with, and which worker process
// answered (pid). `?slow=ms` answers after a while, so a test can kill the worker mid-request.
import { json } from "../_shared/json.ts";

export async function handler(req: Request): Promise<Response> {
  const url = new URL(req.url);
  const slow = Number(url.searchParams.get("slow") ?? 0);
  if (slow > 0) await new Promise((r) => setTimeout(r, slow));
  const text = req.method === "GET" || req.method === "HEAD" ? "" : await req.text();
  return json({
    pid: Deno.pid,
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
