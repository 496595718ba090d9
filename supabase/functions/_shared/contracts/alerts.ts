import { z } from "npm:zod@4.6.7";
import { endpoint, noRequest } from "./endpoint.ts";
import { requestText } from "./request-text.ts";

// Alerts by Web Push (issue 25): the browser asks for the server's VAPID key, subscribes with its
// push service and registers that subscription here; pg_cron runs the alert sources and the sender
// every minute. Preferences and quiet hours are the user's own rows (alert_preferences,
// alert_settings), written through the REST API under RLS.

/** The kinds of alert, as the settings switch them and the outbox records them. */
export const ALERT_KINDS = ["lineup", "close_matchup", "touchdown"] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const alertKindLabels: Record<AlertKind, { label: string; description: string }> = {
  lineup: { label: "Lineup check", description: "A starter listed Out, IR, Doubtful or Questionable, 90 minutes before his kickoff" },
  close_matchup: { label: "Close matchup", description: "Your matchup is close in the last quarter of the last game that decides it" },
  touchdown: { label: "Touchdowns", description: "One of your starters scores a touchdown" },
};

/** What a push carries, and all it carries: the service worker shows it as it is. */
export const alertPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** The screen the notification opens (a path of the app). */
  url: z.string().startsWith("/"),
  /** One notification per problem: a repeat replaces it instead of stacking. */
  tag: z.string(),
  kind: z.enum(ALERT_KINDS),
});
export type AlertPayload = z.output<typeof alertPayloadSchema>;

/** GET /alerts/config: the application server's VAPID public key (null: alerts are not set up on this server). */
export const alertsConfigResponseSchema = z.object({ vapidPublicKey: z.string().nullable() });
export const alertsConfigEndpoint = endpoint({ method: "GET", path: "/api/alerts/config", request: noRequest, response: alertsConfigResponseSchema });

export const ALERTS_NOT_SET_UP = "Alerts are not set up on this server";
export const PUSH_SERVICE_NOT_ALLOWED = "must be the endpoint of a known push service";

const base64url = (bytes: number, what: string) =>
  requestText({ max: 120 }).regex(new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}={0,2}$`), `must be ${what} (${bytes} bytes, base64url)`);

/** POST /alerts/subscriptions: a browser's `PushSubscription.toJSON()` (and its user agent) for the caller. */
export const pushSubscriptionRequestSchema = z.object({
  endpoint: requestText({ max: 1000 }).regex(/^https?:\/\/\S+$/, "must be an http(s) URL"),
  expirationTime: z.number().nullish(),
  keys: z.object({
    p256dh: base64url(65, "a P-256 public key"),
    auth: base64url(16, "an auth secret"),
  }),
  userAgent: requestText({ max: 300 }).optional(),
});
export type PushSubscriptionRequest = z.output<typeof pushSubscriptionRequestSchema>;

export const pushSubscriptionResponseSchema = z.object({ id: z.number(), endpoint: z.string() });
export const registerPushSubscriptionEndpoint = endpoint({
  method: "POST",
  path: "/api/alerts/subscriptions",
  request: pushSubscriptionRequestSchema,
  response: pushSubscriptionResponseSchema,
});

/** DELETE /alerts/subscriptions {endpoint}: this browser stops receiving the caller's alerts. */
export const removePushSubscriptionEndpoint = endpoint({
  method: "DELETE",
  path: "/api/alerts/subscriptions",
  request: z.object({ endpoint: requestText({ max: 1000 }).min(1) }),
  response: z.object({ removed: z.boolean() }),
});

const enqueued = z.object({ added: z.number(), withdrawn: z.number(), looked: z.number() });

/**
 * POST /alerts/run (service role; pg_cron every minute through net.http_post): each source's
 * findings into the outbox, then what is due pushed. Not called by the SPA.
 */
export const runAlertsResponseSchema = z.object({
  sources: z.record(z.string(), z.union([enqueued, z.object({ error: z.string() })])),
  sent: z.number(),
  retrying: z.number(),
  failed: z.number(),
  gone: z.number(),
  pushes: z.number(),
  ms: z.number(),
});
export type RunAlertsResponse = z.output<typeof runAlertsResponseSchema>;
export const runAlertsEndpoint = endpoint({ method: "POST", path: "/api/alerts/run", request: noRequest, response: runAlertsResponseSchema });
