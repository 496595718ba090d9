import webpush from "npm:web-push@3.6.7";
import { optionalEnv } from "../../_shared/env.ts";
import type { Delivery, PushTarget } from "./outbox.ts";
import type { PushServiceCheck } from "./push-services.ts";

/** The application server's VAPID identity (RFC 8292): function secrets, generated locally (local/platform/secrets.ts). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A contact for the push services: mailto: or https:. */
  subject: string;
}

export function vapidFromEnv(): VapidKeys | null {
  const publicKey = optionalEnv("VAPID_PUBLIC_KEY");
  const privateKey = optionalEnv("VAPID_PRIVATE_KEY");
  if (!publicKey || !privateKey) return null;
  return { publicKey, privateKey, subject: optionalEnv("VAPID_SUBJECT") ?? "mailto:alerts@example.com" };
}

export interface PushOptions {
  /** Seconds the push service may hold the message for an offline device (RFC 8030 TTL). */
  ttlSec: number;
  urgency: "normal" | "high";
}

/** Pushes one encrypted payload to one device and says what became of it. */
export type PushOne = (target: PushTarget, payload: string, options: PushOptions) => Promise<Delivery>;

const TIMEOUT_MS = 10_000;
/** A VAPID token lives 12 h (at most 24 h are allowed); one per push service origin is reused for an hour. */
const TOKEN_LIFE_SEC = 12 * 3600;
const TOKEN_REUSE_MS = 3600_000;

/**
 * Web Push with `web-push` (the maintained library of the web-push-libs group): it encrypts the
 * payload for the device's keys (aes128gcm, RFC 8291) and signs the VAPID token; the request goes
 * out with fetch, so a slow push service costs a timeout, not a hung run. 404/410 mean the
 * subscription is gone for good; 429 and 5xx (and no answer) are worth another try.
 */
export function webPushSender(vapid: VapidKeys, allowed: PushServiceCheck, send: typeof fetch = fetch): PushOne {
  const tokens = new Map<string, { authorization: string; until: number }>();
  const authorization = (origin: string) => {
    const cached = tokens.get(origin);
    if (cached && cached.until > Date.now()) return cached.authorization;
    const headers = webpush.getVapidHeaders(origin, vapid.subject, vapid.publicKey, vapid.privateKey, "aes128gcm",
      Math.floor(Date.now() / 1000) + TOKEN_LIFE_SEC);
    tokens.set(origin, { authorization: headers.Authorization, until: Date.now() + TOKEN_REUSE_MS });
    return headers.Authorization;
  };
  return async (target, payload, options) => {
    const base = { subscriptionId: target.id };
    if (!allowed(target.endpoint)) return { ...base, outcome: "gone", error: "Not the endpoint of a known push service" };
    let request: { body: Uint8Array; headers: Record<string, string | number> };
    try {
      request = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        { TTL: options.ttlSec, urgency: options.urgency, headers: { Authorization: authorization(new URL(target.endpoint).origin) } },
      ) as unknown as typeof request;
    } catch (e) {
      // Keys the library cannot encrypt for: the subscription can never receive anything.
      return { ...base, outcome: "gone", error: `The subscription's keys are unusable: ${e instanceof Error ? e.message : e}` };
    }
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
    try {
      const res = await send(target.endpoint, {
        method: "POST",
        headers: Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)])),
        body: new Uint8Array(request.body),
        signal: controller.signal,
      });
      const text = await res.text().catch(() => "");
      return { ...base, ...classify(res.status, res.headers.get("retry-after"), text) };
    } catch (e) {
      const timedOut = controller.signal.aborted;
      return { ...base, outcome: "retry", error: timedOut ? `No answer in ${TIMEOUT_MS / 1000} s` : `Push service unreachable: ${e instanceof Error ? e.message : e}` };
    } finally {
      clearTimeout(timer);
    }
  };
}

function classify(status: number, retryAfter: string | null, text: string): Omit<Delivery, "subscriptionId"> {
  if (status >= 200 && status < 300) return { outcome: "sent", httpStatus: status };
  const error = `Push service answered ${status}${text ? `: ${text.slice(0, 200)}` : ""}`;
  if (status === 404 || status === 410) return { outcome: "gone", httpStatus: status, error };
  if (status === 429 || status >= 500) {
    const seconds = retryAfter && /^\d+$/.test(retryAfter) ? Number(retryAfter) : undefined;
    return { outcome: "retry", httpStatus: status, error, ...(seconds !== undefined ? { retryAfterSec: seconds } : {}) };
  }
  // 400, 401, 403, 413: the request itself is refused; sending it again changes nothing.
  return { outcome: "failed", httpStatus: status, error };
}
