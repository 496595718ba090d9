/** Streaming reverse proxy: method, headers, body and status pass through unchanged. */
import { jsonMessage } from "./apikey.ts";

const HOP_BY_HOP = ["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "te", "trailer", "host", "accept-encoding"];

export async function proxy(
  req: Request,
  target: string,
  opts: { ip?: string | null; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers = new Headers(req.headers);
  for (const h of HOP_BY_HOP) headers.delete(h);
  const incoming = new URL(req.url);
  headers.set("x-forwarded-host", incoming.host);
  headers.set("x-forwarded-proto", incoming.protocol.replace(":", ""));
  if (opts.ip) headers.set("x-forwarded-for", opts.ip);
  for (const [k, v] of Object.entries(opts.headers ?? {})) headers.set(k, v);
  const hasBody = req.body !== null && !["GET", "HEAD"].includes(req.method);
  let res: Response;
  try {
    res = await fetch(target, { method: req.method, headers, body: hasBody ? req.body : undefined, redirect: "manual" });
  } catch {
    return jsonMessage(502, "An invalid response was received from the upstream server");
  }
  const out = new Headers(res.headers);
  for (const h of HOP_BY_HOP) out.delete(h);
  // fetch already decoded the body
  out.delete("content-encoding");
  out.delete("content-length");
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers: out });
}
