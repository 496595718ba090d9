/**
 * The local push service (what FCM or Mozilla's autopush are to a browser, as the mail outbox is to
 * e-mail): subscriptions made here as a browser's push manager makes them, their endpoints
 * `POST /push/<id>` judged and decrypted (receive.ts), an HTML list at `/` and a JSON API under
 * `/api/v1/`. Chromium cannot reach its own push service (FCM) here, so tests subscribe here and
 * hand the decrypted message to the service worker through DevTools (README: Alerts).
 */
import type { PlatformConfig } from "../config.ts";
import { connectDb, type Sql } from "../gateway/db.ts";
import { listen } from "../gateway/listen.ts";
import { base64url, generateSubscriptionKeys } from "./crypto.ts";
import { listPage, pushPage } from "./page.ts";
import { receivePush } from "./receive.ts";
import { ensurePushSchema } from "./schema.ts";
import { deletePushes, getPush, listPushes, listSubscriptions, markGone, publicView, putSubscription, setFault } from "./store.ts";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", "access-control-allow-origin": "*" } });
const html = (body: string, status = 200) => new Response(body, { status, headers: { "content-type": "text/html; charset=utf-8" } });

async function bodyOf(req: Request): Promise<Record<string, unknown>> {
  const text = await req.text();
  const value = text.trim() ? JSON.parse(text) : {};
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new Error("the body must be a JSON object");
  return value;
}

/** `origin` is the service's own (`http://127.0.0.1:<port>`): endpoints carry it and VAPID tokens must name it as `aud`. */
export function pushServiceHandler(sql: Sql, origin: string): (req: Request) => Promise<Response> {
  return async (req) => {
    const url = new URL(req.url);
    const path = url.pathname.replace(/\/+$/, "") || "/";
    const endpoint = /^\/push\/([\w-]+)$/.exec(path);
    if (endpoint && req.method === "POST") return await receivePush(sql, req, endpoint[1], origin);

    const one = /^\/(?:api\/v1\/messages|messages)\/(\d+)$/.exec(path);
    const subscription = /^\/api\/v1\/subscriptions\/([\w-]+)(\/faults)?$/.exec(path);
    try {
      if (req.method === "GET" && path === "/") return html(listPage(await listPushes(sql), (await listSubscriptions(sql)).map((s) => publicView(s, origin))));
      if (req.method === "GET" && path === "/api/v1/messages") {
        const limit = Number(url.searchParams.get("limit") ?? 200);
        return json(await listPushes(sql, { subscription: url.searchParams.get("subscription") ?? undefined, limit }));
      }
      if (req.method === "DELETE" && path === "/api/v1/messages") return json({ deleted: await deletePushes(sql) });
      if (req.method === "GET" && one) {
        const m = await getPush(sql, Number(one[1]));
        if (!m) return path.startsWith("/api") ? json({ message: "Push not found" }, 404) : html("<p>Push not found.</p>", 404);
        return path.startsWith("/api") ? json(m) : html(pushPage(m));
      }
      if (req.method === "GET" && path === "/api/v1/subscriptions") return json((await listSubscriptions(sql)).map((s) => publicView(s, origin)));
      if (req.method === "POST" && path === "/api/v1/subscriptions") {
        const body = await bodyOf(req);
        const key = typeof body.applicationServerKey === "string" && body.applicationServerKey ? body.applicationServerKey : null;
        const label = typeof body.label === "string" ? body.label.slice(0, 200) : "";
        // As unguessable as a real push service's endpoint: it is the capability to push.
        const id = base64url(crypto.getRandomValues(new Uint8Array(18)));
        const stored = await putSubscription(sql, { id, keys: await generateSubscriptionKeys(), applicationServerKey: key, label });
        return json(publicView(stored, origin), 201);
      }
      if (req.method === "DELETE" && subscription && !subscription[2]) {
        return (await markGone(sql, subscription[1])) ? json({ gone: subscription[1] }) : json({ message: "No such subscription" }, 404);
      }
      if (req.method === "POST" && subscription?.[2]) {
        const body = await bodyOf(req);
        const status = Number(body.status);
        const count = Number(body.count ?? 1);
        if (!Number.isInteger(status) || status < 400 || status > 599) return json({ message: "status must be an HTTP error status (400-599)" }, 400);
        if (!Number.isInteger(count) || count < 0) return json({ message: "count must be a whole number" }, 400);
        return (await setFault(sql, subscription[1], status, count))
          ? json({ subscription: subscription[1], status, count })
          : json({ message: "No such subscription" }, 404);
      }
    } catch (e) {
      return json({ message: e instanceof Error ? e.message : String(e) }, 400);
    }
    return json({ message: "Not found" }, 404);
  };
}

export function pushServiceOrigin(cfg: PlatformConfig): string {
  return `http://${cfg.host}:${cfg.pushPort}`;
}

export async function startPushService(cfg: PlatformConfig): Promise<{ stop(): Promise<void> }> {
  // Pushes arrive in bursts (a thousand alerts due at one kickoff): a few connections take them.
  const sql = connectDb(cfg, 6);
  try {
    await ensurePushSchema(sql);
    const listener = listen(cfg.host, cfg.pushPort, "push service", pushServiceHandler(sql, pushServiceOrigin(cfg)));
    return {
      stop: async () => {
        await listener.stop();
        await sql.end({ timeout: 2 });
      },
    };
  } catch (e) {
    await sql.end({ timeout: 1 });
    throw e;
  }
}
