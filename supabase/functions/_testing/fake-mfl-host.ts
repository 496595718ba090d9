// A scripted league host for unit tests: records every request, answers from a handler.

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}

export type Handler = (req: RecordedRequest) => Response | Promise<Response>;

export function fakeHost(handler: Handler): { fetch: typeof fetch; calls: RecordedRequest[] } {
  const calls: RecordedRequest[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    const recorded = { method: req.method, url: new URL(req.url), headers: req.headers, body: await req.text() };
    calls.push(recorded);
    return await handler(recorded);
  }) as typeof fetch;
  return { fetch: fetchFn, calls };
}

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", ...headers },
  });
}
