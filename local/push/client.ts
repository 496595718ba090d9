/**
 * Driving the local push service over HTTP, for tests and benchmarks in Node (vitest) and Deno
 * alike: plain fetch, no platform imports.
 */

/** What `PushSubscription.toJSON()` gives in a browser: what the product registers. */
export interface PushSubscriptionJson {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

/** A subscription of the push service (`GET /api/v1/subscriptions`). */
export interface LocalSubscription {
  id: string;
  label: string;
  subscription: PushSubscriptionJson;
  applicationServerKey: string | null;
  created_at: string;
  gone: boolean;
}

/** One push request the service received (`GET /api/v1/messages`): accepted (201) or why not. */
export interface ReceivedPush {
  id: number;
  subscription_id: string;
  received_at: string;
  status: number;
  reason: string | null;
  ttl: number | null;
  urgency: string | null;
  topic: string | null;
  vapid_key: string | null;
  vapid_subject: string | null;
  encrypted_bytes: number;
  /** The decrypted payload as text (null when refused before decrypting). */
  payload: string | null;
}

async function call<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  const body = await res.text();
  if (!res.ok) throw new Error(`Push service answered ${res.status} to ${init?.method ?? "GET"} ${url}: ${body}`);
  return JSON.parse(body) as T;
}

const post = (body: unknown): RequestInit => ({ method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

/**
 * A new subscription, as a browser's push manager makes one: fresh P-256 keys and auth secret,
 * bound to `applicationServerKey` when given (pushes signed with another key are then refused).
 */
export function createSubscription(pushUrl: string, opts: { applicationServerKey?: string; label?: string } = {}): Promise<LocalSubscription> {
  return call(`${pushUrl}/api/v1/subscriptions`, post(opts));
}

/** The subscription is dropped, as when a user revokes permission: pushes to it get 410 Gone. */
export function unsubscribe(pushUrl: string, id: string): Promise<{ gone: string }> {
  return call(`${pushUrl}/api/v1/subscriptions/${id}`, { method: "DELETE" });
}

/** The next `count` pushes to the subscription are answered `status` (429, 500, 503, …). */
export function failNext(pushUrl: string, id: string, status: number, count: number): Promise<unknown> {
  return call(`${pushUrl}/api/v1/subscriptions/${id}/faults`, post({ status, count }));
}

/** What reached a subscription (or every subscription), newest first. */
export function receivedPushes(pushUrl: string, opts: { subscription?: string; limit?: number } = {}): Promise<ReceivedPush[]> {
  const q = new URLSearchParams();
  if (opts.subscription) q.set("subscription", opts.subscription);
  if (opts.limit) q.set("limit", String(opts.limit));
  return call(`${pushUrl}/api/v1/messages?${q}`);
}

/** Waits until `count` accepted pushes reached the subscription (up to `timeoutMs`); newest first. */
export async function waitForPushes(
  pushUrl: string,
  subscription: string,
  opts: { count?: number; timeoutMs?: number } = {},
): Promise<ReceivedPush[]> {
  const want = opts.count ?? 1;
  const deadline = Date.now() + (opts.timeoutMs ?? 10_000);
  for (;;) {
    const accepted = (await receivedPushes(pushUrl, { subscription })).filter((m) => m.status === 201);
    if (accepted.length >= want) return accepted;
    if (Date.now() > deadline) throw new Error(`${accepted.length} of ${want} push(es) reached subscription ${subscription}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
