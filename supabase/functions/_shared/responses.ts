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

/**
 * A JSON answer the browser may keep and revalidate: an ETag of the body and `no-cache`, so a poll
 * whose answer has not changed since the last one is a 304 with no body (the browser's HTTP cache
 * hands the page the copy it has). For answers polled every few seconds that change less often.
 */
export async function revalidatable(req: Request, body: unknown): Promise<Response> {
  const text = JSON.stringify(body);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  const etag = `"${btoa(String.fromCharCode(...digest.subarray(0, 18))).replace(/\+/g, "-").replace(/\//g, "_")}"`;
  const headers = new Headers(corsHeaders);
  headers.set("ETag", etag);
  headers.set("Cache-Control", "private, no-cache");
  const asked = (req.headers.get("If-None-Match") ?? "").split(",").map((tag) => tag.trim().replace(/^W\//, ""));
  if (asked.includes(etag)) return new Response(null, { status: 304, headers });
  headers.set("Content-Type", "application/json; charset=utf-8");
  return new Response(text, { status: 200, headers });
}
