/** Reading and writing outbox messages. */
import type { Sql } from "../db.ts";
import type { OutboxMail } from "./client.ts";

export type OutboxMessage = OutboxMail;

export interface NewMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Every http(s) link in the message, in order, without duplicates. */
export function extractLinks(text: string, html: string): string[] {
  const found = [
    ...[...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replaceAll("&amp;", "&")),
    ...[...text.matchAll(/https?:\/\/[^\s"<>]+/g)].map((m) => m[0]),
  ];
  return [...new Set(found.filter((l) => /^https?:\/\//.test(l)))];
}

type Row = Omit<OutboxMessage, "id" | "created_at"> & { id: string | number; created_at: Date };

function toMessage(r: Row): OutboxMessage {
  return { ...r, id: Number(r.id), created_at: r.created_at.toISOString() };
}

export async function putMessage(sql: Sql, m: NewMessage): Promise<OutboxMessage> {
  const links = extractLinks(m.text, m.html);
  const [row] = await sql<Row[]>`
    insert into local_outbox.messages ("to", subject, text, html, links)
    values (${m.to}, ${m.subject}, ${m.text}, ${m.html}, ${sql.json(links)})
    returning id, "to", subject, text, html, links, created_at`;
  return toMessage(row);
}

export async function listMessages(sql: Sql, opts: { to?: string; limit?: number } = {}): Promise<OutboxMessage[]> {
  const limit = Math.min(Math.max(opts.limit ?? 200, 1), 1000);
  const rows = await sql<Row[]>`
    select id, "to", subject, text, html, links, created_at from local_outbox.messages
    where ${opts.to ? sql`lower("to") = lower(${opts.to})` : sql`true`}
    order by id desc limit ${limit}`;
  return rows.map(toMessage);
}

export async function getMessage(sql: Sql, id: number): Promise<OutboxMessage | null> {
  const [row] = await sql<Row[]>`
    select id, "to", subject, text, html, links, created_at from local_outbox.messages where id = ${id}`;
  return row ? toMessage(row) : null;
}

export async function deleteMessages(sql: Sql, to?: string): Promise<number> {
  const r = to
    ? await sql`delete from local_outbox.messages where lower("to") = lower(${to})`
    : await sql`delete from local_outbox.messages`;
  return r.count;
}
