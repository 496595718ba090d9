/**
 * Performs the `net.http_get/http_post` calls the SQL shim queues, as pg_net's background worker
 * does: on each `net_http_request` notification (sent at commit) and, on start, for rows already
 * waiting. The answer lands in `net._http_response` under the request's id; the queue row goes.
 */
import type { Sql } from "./db.ts";
import { settledWithin, LISTENER_GRACE_MS } from "./listen.ts";

interface QueuedRequest {
  id: string;
  method: string;
  url: string;
  headers: Record<string, string> | null;
  body: Uint8Array | null;
  timeout_milliseconds: number;
}

export interface HttpResult {
  status_code: number | null;
  content_type: string | null;
  headers: Record<string, string> | null;
  content: string | null;
  timed_out: boolean;
  error_msg: string | null;
}

export async function perform(q: Pick<QueuedRequest, "method" | "url" | "headers" | "body" | "timeout_milliseconds">): Promise<HttpResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), q.timeout_milliseconds);
  try {
    const res = await fetch(q.url, {
      method: q.method,
      headers: q.headers ?? {},
      body: q.body && q.method !== "GET" ? new Uint8Array(q.body) : undefined,
      signal: controller.signal,
    });
    const content = await res.text();
    return {
      status_code: res.status,
      content_type: res.headers.get("content-type"),
      headers: Object.fromEntries(res.headers),
      content,
      timed_out: false,
      error_msg: null,
    };
  } catch (e) {
    const timedOut = controller.signal.aborted;
    return {
      status_code: null,
      content_type: null,
      headers: null,
      content: null,
      timed_out: timedOut,
      error_msg: timedOut ? `Timeout of ${q.timeout_milliseconds} ms reached` : (e instanceof Error ? e.message : String(e)),
    };
  } finally {
    clearTimeout(timer);
  }
}

export async function startNetWorker(sql: Sql): Promise<{ stop(): Promise<void> }> {
  const inFlight = new Set<Promise<void>>();
  let stopped = false;

  const handle = async (id: string) => {
    // claim the row so two workers (or a notification racing the start-up sweep) do it once
    const [q] = await sql<QueuedRequest[]>`delete from net.http_request_queue where id = ${id}
      returning id, method, url, headers, body, timeout_milliseconds`;
    if (!q) return;
    const r = await perform(q);
    await sql`insert into net._http_response (id, status_code, content_type, headers, content, timed_out, error_msg)
      values (${q.id}, ${r.status_code}, ${r.content_type}, ${r.headers ? sql.json(r.headers) : null}, ${r.content},
        ${r.timed_out}, ${r.error_msg})`;
  };
  const run = (id: string) => {
    if (stopped) return;
    const p = handle(id).catch((e) => console.error(`net worker: request ${id} failed:`, e instanceof Error ? e.message : e))
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
  };

  const listener = await sql.listen("net_http_request", (payload) => run(payload.trim()), async () => {
    // (re)connected: anything queued while nobody listened. postgres.js does not await this
    // callback, so a failure here (the database gone again) must be caught: the next reconnect sweeps.
    try {
      const waiting = await sql<{ id: string }[]>`select id from net.http_request_queue order by id`;
      for (const { id } of waiting) run(String(id));
    } catch (e) {
      console.error("net worker: sweeping the queue after a reconnect failed:", e instanceof Error ? e.message : e);
    }
  });
  return {
    stop: async () => {
      stopped = true;
      await listener.unlisten().catch(() => {});
      // As pg_net's worker at a shutdown, a call still out after a moment is given up.
      await settledWithin(Promise.allSettled([...inFlight]), LISTENER_GRACE_MS);
    },
  };
}
