/**
 * One HTTP/1.1 request written to the socket as given: fetch and `new Request` parse the URL and
 * fold `..`, `%2e%2e` and `\` away, so only a raw request shows what a server does with them.
 */
export async function rawRequest(
  host: string,
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; body: string }> {
  const conn = await Deno.connect({ hostname: host, port });
  try {
    const lines = [`${method} ${path} HTTP/1.1`, `Host: ${host}:${port}`, "Connection: close", ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
    await conn.write(new TextEncoder().encode(`${lines.join("\r\n")}\r\n\r\n`));
    const text = await new Response(conn.readable).text();
    const [head, ...rest] = text.split("\r\n\r\n");
    const [statusLine, ...headerLines] = head.split("\r\n");
    const parsed = new Headers(headerLines.map((l) => [l.slice(0, l.indexOf(":")), l.slice(l.indexOf(":") + 1).trim()] as [string, string]));
    const raw = rest.join("\r\n\r\n");
    return { status: Number(statusLine.split(" ")[1]), headers: parsed, body: parsed.get("transfer-encoding") === "chunked" ? unchunk(raw) : raw };
  } finally {
    try {
      conn.close();
    } catch { /* closed by reading to the end */ }
  }
}

/** Chunk sizes count bytes; the answers read here are ASCII JSON, where bytes and characters agree. */
function unchunk(body: string): string {
  let out = "";
  let rest = body;
  for (;;) {
    const lineEnd = rest.indexOf("\r\n");
    const size = parseInt(rest.slice(0, lineEnd), 16);
    if (!size) return out;
    out += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 2 + size + 2);
  }
}
