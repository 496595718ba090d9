/**
 * The built SPA from web/dist: files as they are, index.html for client-side routes (paths
 * without a file extension), and a page that says what to do when the SPA was not built.
 */
const TYPES: Record<string, string> = {
  html: "text/html; charset=utf-8", js: "text/javascript; charset=utf-8", mjs: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8", json: "application/json", map: "application/json", svg: "image/svg+xml",
  png: "image/png", jpg: "image/jpeg", jpeg: "image/jpeg", gif: "image/gif", webp: "image/webp", ico: "image/x-icon",
  woff: "font/woff", woff2: "font/woff2", ttf: "font/ttf", txt: "text/plain; charset=utf-8", webmanifest: "application/manifest+json",
};

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SPA not built</title></head>
<body style="font:16px system-ui,sans-serif;max-width:40rem;margin:3rem auto">
<h1>The web app is not built yet</h1>
<p>The gateway serves the built SPA from <code>web/dist</code>, which does not exist. Run <code>npm run build</code>
and reload, or use <code>npm run dev</code> for the Vite dev server.</p>
<p>The APIs work already: <code>/auth/v1</code>, <code>/rest/v1</code>, <code>/functions/v1</code>, <code>/api</code>.</p></body></html>`;

async function file(path: string): Promise<Deno.FsFile | null> {
  try {
    const stat = await Deno.stat(path);
    return stat.isFile ? await Deno.open(path) : null;
  } catch {
    return null;
  }
}

export async function serveSpa(distDir: string, req: Request, pathname: string): Promise<Response> {
  if (req.method !== "GET" && req.method !== "HEAD") return new Response("Method not allowed", { status: 405 });
  let rel: string;
  try {
    rel = decodeURIComponent(pathname);
  } catch {
    return new Response("Bad request", { status: 400 });
  }
  if (rel.split("/").includes("..")) return new Response("Not found", { status: 404 });
  const ext = /\.([a-z0-9]+)$/i.exec(rel)?.[1]?.toLowerCase();
  let f = rel.endsWith("/") ? null : await file(`${distDir}${rel}`);
  let type = ext ? TYPES[ext] ?? "application/octet-stream" : TYPES.html;
  if (!f && !ext) {
    f = await file(`${distDir}/index.html`);
    type = TYPES.html;
    if (!f) {
      const built = await Deno.stat(distDir).then(() => true, () => false);
      return new Response(NOT_BUILT, { status: built ? 404 : 503, headers: { "content-type": TYPES.html } });
    }
  }
  if (!f) return new Response("Not found", { status: 404, headers: { "content-type": "text/plain" } });
  const headers = new Headers({ "content-type": type });
  // Vite fingerprints everything under assets/; index.html must always be fresh
  headers.set("cache-control", rel.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache");
  if (req.method === "HEAD") {
    f.close();
    return new Response(null, { headers });
  }
  return new Response(f.readable, { headers });
}
