/** CORS as Supabase's API gateway answers it: any origin, the headers supabase-js sends. */
const ALLOW_HEADERS = [
  "authorization", "x-client-info", "apikey", "content-type", "x-supabase-api-version", "prefer",
  "accept-profile", "content-profile", "range", "x-upsert", "x-retry-count",
];
const EXPOSE_HEADERS = "Content-Range, Content-Location, Location, Range-Unit, X-Total-Count, Link, X-Supabase-Api-Version, X-Sb-Error-Code";

export function preflight(req: Request): Response {
  const asked = (req.headers.get("access-control-request-headers") ?? "").split(",").map((h) => h.trim().toLowerCase()).filter(Boolean);
  return new Response("ok", {
    status: 200,
    headers: {
      "access-control-allow-origin": "*",
      "access-control-allow-methods": "GET,HEAD,PUT,PATCH,POST,DELETE,OPTIONS",
      "access-control-allow-headers": [...new Set([...ALLOW_HEADERS, ...asked])].join(", "),
      "access-control-max-age": "3600",
      "content-type": "text/plain",
    },
  });
}

/** Adds the CORS headers a response lacks (an upstream's own choice wins, except the origin). */
export function withCors(res: Response): Response {
  const headers = new Headers(res.headers);
  headers.set("access-control-allow-origin", "*");
  if (!headers.has("access-control-expose-headers")) headers.set("access-control-expose-headers", EXPOSE_HEADERS);
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
}
