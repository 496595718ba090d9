/**
 * The mail outbox (what Inbucket/Mailpit are to `supabase start`): an HTML list at `/` and a
 * JSON API under `/api/v1/messages`.
 */
import type { PlatformConfig } from "../../config.ts";
import { connectDb, type Sql } from "../db.ts";
import { listen } from "../listen.ts";
import { listPage, messagePage } from "./page.ts";
import { ensureOutboxSchema } from "./schema.ts";
import { deleteMessages, getMessage, listMessages } from "./store.ts";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", "access-control-allow-origin": "*" } });
const html = (body: string, status = 200) => new Response(body, { status, headers: { "content-type": "text/html; charset=utf-8" } });

export function outboxHandler(sql: Sql): (req: Request) => Promise<Response> {
  return async (req) => {
    const url = new URL(req.url);
    const path = url.pathname.replace(/\/+$/, "") || "/";
    const to = url.searchParams.get("to") ?? undefined;
    const one = /^\/(?:api\/v1\/messages|messages)\/(\d+)$/.exec(path);
    if (req.method === "GET" && path === "/") return html(listPage(await listMessages(sql)));
    if (req.method === "GET" && path === "/api/v1/messages") {
      return json(await listMessages(sql, { to, limit: Number(url.searchParams.get("limit") ?? 200) }));
    }
    if (req.method === "DELETE" && path === "/api/v1/messages") return json({ deleted: await deleteMessages(sql, to) });
    if (req.method === "GET" && one) {
      const m = await getMessage(sql, Number(one[1]));
      if (!m) return path.startsWith("/api") ? json({ message: "Message not found" }, 404) : html("<p>Message not found.</p>", 404);
      return path.startsWith("/api") ? json(m) : html(messagePage(m));
    }
    return json({ message: "Not found" }, 404);
  };
}

export async function startOutbox(cfg: PlatformConfig): Promise<{ stop(): Promise<void> }> {
  const sql = connectDb(cfg, 2);
  try {
    await ensureOutboxSchema(sql);
    const listener = listen(cfg.host, cfg.outboxPort, "mail outbox", outboxHandler(sql));
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
