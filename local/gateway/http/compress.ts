/**
 * Function and REST answers gzipped for clients that accept it, as hosted Supabase's edge does
 * (its Envoy compresses PostgREST's own types too: supabase/postgres#1177): the proxy hop asks
 * for the plain body (it strips accept-encoding, like any hop), so without this the local stack
 * would send every answer uncompressed and measure more bytes (and less CPU) than a deployment does.
 */
const COMPRESSIBLE = /^(application\/(json|xml|javascript|[\w.-]+\+json|vnd\.pgrst\.[\w.+-]+)|text\/)/i;

/** Below this the gzip header costs more than it saves (when the size is known). */
const MIN_BYTES = 256;

export function gzipIfAccepted(req: Request, res: Response): Response {
  if (!res.body || req.method === "HEAD" || res.status === 204 || res.status === 304) return res;
  if (res.headers.has("content-encoding")) return res;
  if (!/\bgzip\b/i.test(req.headers.get("accept-encoding") ?? "")) return res;
  if (!COMPRESSIBLE.test(res.headers.get("content-type") ?? "")) return res;
  const length = Number(res.headers.get("content-length") ?? NaN);
  if (Number.isFinite(length) && length < MIN_BYTES) return res;
  const headers = new Headers(res.headers);
  headers.set("content-encoding", "gzip");
  headers.delete("content-length");
  headers.append("vary", "Accept-Encoding");
  return new Response(res.body.pipeThrough(new CompressionStream("gzip")), { status: res.status, statusText: res.statusText, headers });
}
