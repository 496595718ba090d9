/**
 * The outbox keeps messages in Postgres, in a local-only schema (never in supabase/migrations),
 * so they survive restarts and every process of the stack sees the same mail.
 */
import type { Sql } from "../db.ts";

export async function ensureOutboxSchema(sql: Sql): Promise<void> {
  await sql.unsafe(`
    create schema if not exists local_outbox;
    create table if not exists local_outbox.messages (
      id bigserial primary key,
      "to" text not null,
      subject text not null,
      text text not null,
      html text not null,
      links jsonb not null default '[]',
      created_at timestamptz not null default now()
    );
    create index if not exists messages_to_idx on local_outbox.messages (lower("to"), id desc);
    revoke all on schema local_outbox from public;
  `).catch((e) => {
    // two processes creating it at once: the loser's "already exists" is fine
    if (!/already exists|duplicate key/.test(String(e))) throw e;
  });
}
