/** Reading and writing the push service's subscriptions and received pushes. */
import { jsonValue, type Sql } from "../gateway/db.ts";
import type { LocalSubscription, ReceivedPush } from "./client.ts";
import type { SubscriptionKeys } from "./crypto.ts";

export interface StoredSubscription extends SubscriptionKeys {
  id: string;
  label: string;
  application_server_key: string | null;
  created_at: Date;
  gone_at: Date | null;
  fail_status: number | null;
  fail_count: number;
}

interface SubscriptionRow extends Omit<StoredSubscription, "privateJwk"> {
  private_jwk: JsonWebKey;
}

const fromRow = ({ private_jwk, ...r }: SubscriptionRow): StoredSubscription => ({ ...r, privateJwk: private_jwk });

/** The subscription as its API shows it: the browser's PushSubscription JSON, never the private key. */
export function publicView(s: StoredSubscription, origin: string): LocalSubscription {
  return {
    id: s.id,
    label: s.label,
    subscription: { endpoint: `${origin}/push/${s.id}`, expirationTime: null, keys: { p256dh: s.p256dh, auth: s.auth } },
    applicationServerKey: s.application_server_key,
    created_at: s.created_at.toISOString(),
    gone: s.gone_at !== null,
  };
}

export async function putSubscription(
  sql: Sql,
  s: { id: string; keys: SubscriptionKeys; applicationServerKey: string | null; label: string },
): Promise<StoredSubscription> {
  const [row] = await sql<SubscriptionRow[]>`
    insert into local_push.subscriptions (id, p256dh, auth, private_jwk, application_server_key, label)
    values (${s.id}, ${s.keys.p256dh}, ${s.keys.auth}, ${sql.json(jsonValue(s.keys.privateJwk))}, ${s.applicationServerKey}, ${s.label})
    returning *`;
  return fromRow(row);
}

export async function getSubscription(sql: Sql, id: string): Promise<StoredSubscription | null> {
  const [row] = await sql<SubscriptionRow[]>`select * from local_push.subscriptions where id = ${id}`;
  return row ? fromRow(row) : null;
}

export async function listSubscriptions(sql: Sql): Promise<StoredSubscription[]> {
  return (await sql<SubscriptionRow[]>`select * from local_push.subscriptions order by created_at desc limit 500`).map(fromRow);
}

export async function markGone(sql: Sql, id: string): Promise<boolean> {
  const r = await sql`update local_push.subscriptions set gone_at = now() where id = ${id} and gone_at is null`;
  return r.count > 0;
}

export async function setFault(sql: Sql, id: string, status: number, count: number): Promise<boolean> {
  const r = await sql`update local_push.subscriptions set fail_status = ${status}, fail_count = ${count} where id = ${id}`;
  return r.count > 0;
}

/** Uses up one injected failure: its status, or null when none is left (one statement, so parallel pushes count right). */
export async function takeFault(sql: Sql, id: string): Promise<number | null> {
  const [row] = await sql<{ fail_status: number }[]>`
    update local_push.subscriptions set fail_count = fail_count - 1
    where id = ${id} and fail_count > 0 returning fail_status`;
  return row?.fail_status ?? null;
}

export type NewPush = Omit<ReceivedPush, "id" | "received_at">;

export async function putPush(sql: Sql, m: NewPush): Promise<number> {
  const [row] = await sql<{ id: string }[]>`
    insert into local_push.messages (subscription_id, status, reason, ttl, urgency, topic, vapid_key, vapid_subject, encrypted_bytes, payload)
    values (${m.subscription_id}, ${m.status}, ${m.reason}, ${m.ttl}, ${m.urgency}, ${m.topic}, ${m.vapid_key}, ${m.vapid_subject},
      ${m.encrypted_bytes}, ${m.payload})
    returning id`;
  return Number(row.id);
}

type PushRow = Omit<ReceivedPush, "id" | "received_at"> & { id: string; received_at: Date };
const toPush = (r: PushRow): ReceivedPush => ({ ...r, id: Number(r.id), received_at: r.received_at.toISOString() });

export async function listPushes(sql: Sql, opts: { subscription?: string; limit?: number } = {}): Promise<ReceivedPush[]> {
  const limit = Math.min(Math.max(opts.limit ?? 200, 1), 5000);
  const rows = await sql<PushRow[]>`
    select * from local_push.messages
    where ${opts.subscription ? sql`subscription_id = ${opts.subscription}` : sql`true`}
    order by id desc limit ${limit}`;
  return rows.map(toPush);
}

export async function getPush(sql: Sql, id: number): Promise<ReceivedPush | null> {
  const [row] = await sql<PushRow[]>`select * from local_push.messages where id = ${id}`;
  return row ? toPush(row) : null;
}

export async function deletePushes(sql: Sql): Promise<number> {
  return (await sql`delete from local_push.messages`).count;
}
