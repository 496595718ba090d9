/**
 * `POST /push/<id>`: a push to one subscription, judged as a push service does (RFC 8030 §5,
 * RFC 8292 §4) and then decrypted as the browser would (RFC 8291). Every request is recorded with
 * what it was answered, so a test sees a refused push and why.
 */
import type { Sql } from "../gateway/db.ts";
import { decryptPush, PushCryptoError, verifyVapid, type VapidIdentity } from "./crypto.ts";
import { getSubscription, type NewPush, putPush, takeFault } from "./store.ts";

/** RFC 8030 §7.2: a push service must take 4096 bytes of payload; larger ones may be refused with 413. */
const MAX_BODY_BYTES = 4096;
const URGENCIES = new Set(["very-low", "low", "normal", "high"]);

export async function receivePush(sql: Sql, req: Request, id: string, origin: string, nowMs = Date.now()): Promise<Response> {
  const body = new Uint8Array(await req.arrayBuffer());
  const ttl = req.headers.get("ttl");
  const record: NewPush = {
    subscription_id: id,
    status: 201,
    reason: null,
    ttl: ttl !== null && /^\d+$/.test(ttl) ? Number(ttl) : null,
    urgency: req.headers.get("urgency"),
    topic: req.headers.get("topic"),
    vapid_key: null,
    vapid_subject: null,
    encrypted_bytes: body.length,
    payload: null,
  };
  const answer = async (status: number, reason: string | null, headers: Record<string, string> = {}) => {
    const messageId = await putPush(sql, { ...record, status, reason });
    if (status === 201) return new Response(null, { status, headers: { location: `/messages/${messageId}`, ...headers } });
    return new Response(JSON.stringify({ reason }), { status, headers: { "content-type": "application/json", ...headers } });
  };

  const subscription = await getSubscription(sql, id);
  if (!subscription) return answer(404, "No such subscription");
  if (subscription.gone_at) return answer(410, "The subscription is gone (unsubscribed)");
  const fault = await takeFault(sql, id);
  if (fault !== null) return answer(fault, `Injected failure ${fault}`, fault === 429 ? { "retry-after": "30" } : {});

  let identity: VapidIdentity;
  try {
    identity = await verifyVapid(req.headers.get("authorization"), origin, Math.floor(nowMs / 1000));
  } catch (e) {
    return answer(401, `VAPID: ${(e as Error).message}`);
  }
  record.vapid_key = identity.publicKey;
  record.vapid_subject = identity.claims.sub ?? null;
  if (subscription.application_server_key && subscription.application_server_key !== identity.publicKey) {
    return answer(403, "VAPID: the subscription was made for another application server key");
  }
  if (record.ttl === null) return answer(400, "TTL header missing or not a whole number of seconds");
  if (record.urgency !== null && !URGENCIES.has(record.urgency)) return answer(400, `Urgency ${record.urgency} is not one of ${[...URGENCIES]}`);
  if (body.length > MAX_BODY_BYTES) return answer(413, `The payload is ${body.length} bytes; at most ${MAX_BODY_BYTES}`);
  if (req.headers.get("content-encoding") !== "aes128gcm") return answer(400, "Content-Encoding must be aes128gcm (RFC 8291)");
  try {
    record.payload = new TextDecoder("utf-8", { fatal: true }).decode(await decryptPush(body, subscription));
  } catch (e) {
    const reason = e instanceof PushCryptoError ? e.message : "the payload is not UTF-8 text";
    return answer(400, `The payload could not be decrypted: ${reason}`);
  }
  return answer(201, null);
}
