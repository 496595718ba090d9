export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** GET /<name>/health as product functions answer it: the runtime probes it to know the worker is up and is this function. */
export function withHealth(name: string, handler: (req: Request) => Response | Promise<Response>) {
  return (req: Request): Response | Promise<Response> =>
    new URL(req.url).pathname === `/${name}/health` ? json({ ok: true, function: name }) : handler(req);
}
