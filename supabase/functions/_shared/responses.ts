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
  return tagged(req, etag, () => text);
}

/**
 * A revalidatable answer whose ETag is known before its body (the version of what it is built
 * from): when the caller holds it, a 304 without building the body at all.
 */
export function tagged(req: Request, etag: string, body: () => string): Response {
  const headers = new Headers(corsHeaders);
  headers.set("ETag", etag);
  headers.set("Cache-Control", "private, no-cache");
  if (etagsAsked(req).includes(etag)) return new Response(null, { status: 304, headers });
  headers.set("Content-Type", "application/json; charset=utf-8");
  return new Response(body(), { status: 200, headers });
}

/** The entity tags of If-None-Match, weak or strong alike (a gzip proxy may weaken them). */
export function etagsAsked(req: Request): string[] {
  return (req.headers.get("If-None-Match") ?? "").split(",").map((tag) => tag.trim().replace(/^W\//, "")).filter(Boolean);
}
