/**
 * The push service keeps its subscriptions (with their private keys: it decrypts as the browser
 * would) and what arrived in Postgres, in a local-only schema (never in supabase/migrations), so
 * they survive restarts and every process of the stack sees the same ones.
 */
import type { Sql } from "../gateway/db.ts";

export async function ensurePushSchema(sql: Sql): Promise<void> {
  await sql.unsafe(`
    create schema if not exists local_push;
    create table if not exists local_push.subscriptions (
      id text primary key,
      p256dh text not null,
      auth text not null,
      private_jwk jsonb not null,
      -- the application server key the subscription was made for: pushes signed with another are refused (RFC 8292 §4)
      application_server_key text,
      label text not null default '',
      created_at timestamptz not null default now(),
      -- unsubscribed: pushes are answered 410 Gone from then on
      gone_at timestamptz,
      -- fault injection: the next fail_count pushes are answered fail_status
      fail_status int,
      fail_count int not null default 0
    );
    create table if not exists local_push.messages (
      id bigserial primary key,
      subscription_id text not null,
      received_at timestamptz not null default now(),
      -- what the push service answered: 201 accepted, else why not
      status int not null,
      reason text,
      ttl int,
      urgency text,
      topic text,
      vapid_key text,
      vapid_subject text,
      encrypted_bytes int not null,
      payload text
    );
    create index if not exists messages_subscription_idx on local_push.messages (subscription_id, id desc);
    revoke all on schema local_push from public;
  `).catch((e) => {
    // two processes creating it at once: the loser's "already exists" is fine
    if (!/already exists|duplicate key/.test(String(e))) throw e;
  });
}
