import { corsHeaders } from "./cors.ts";

/** A JSON response carrying the CORS headers every function answers with. */
export function json(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  const merged = new Headers(corsHeaders);
  merged.set("Content-Type", "application/json; charset=utf-8");
  new Headers(headers).forEach((value, name) => merged.set(name, value));
  return new Response(JSON.stringify(body), { status, headers: merged });
}

/** The answer to a CORS preflight, as Supabase's examples give it. */
export function preflight(): Response {
  return new Response("ok", { status: 200, headers: corsHeaders });
}
