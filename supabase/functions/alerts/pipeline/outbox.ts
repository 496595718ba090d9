import type { AlertKind, AlertPayload } from "../../_shared/contracts/alerts.ts";
import { databaseError } from "../../_shared/errors.ts";
import type { SupabaseClient } from "../../_shared/supabase.ts";
import type { AlertDraft, AudienceMember } from "./alert.ts";

/** A device of the user an alert has not reached yet. */
export interface PushTarget {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** An alert claimed for sending (public.alert_claim_due). */
export interface ClaimedAlert {
  id: number;
  userId: string;
  kind: AlertKind;
  payload: AlertPayload;
  expiresAt: string;
  attempts: number;
  subscriptions: PushTarget[];
}

/** What one push to one device did (public.alert_record_results). */
export interface Delivery {
  subscriptionId: number;
  outcome: "sent" | "gone" | "retry" | "failed";
  httpStatus?: number;
  error?: string;
  retryAfterSec?: number;
}

export interface RecordedResults {
  sent: number;
  retrying: number;
  failed: number;
  gone: number;
}

/** The outbox tables through their service-role functions (migration 20261128090000): each step one round trip. */
export interface OutboxStore {
  audience(kind: AlertKind): Promise<AudienceMember[]>;
  enqueue(kind: AlertKind, alerts: AlertDraft[], scope: { userId: string; leagueId: string }[] | undefined, now: number): Promise<{ added: number; withdrawn: number }>;
  claimDue(now: number, limit: number, leaseSec: number): Promise<ClaimedAlert[]>;
  recordResults(results: { alertId: number; deliveries: Delivery[] }[], now: number): Promise<RecordedResults>;
}

export function supabaseOutbox(service: SupabaseClient): OutboxStore {
  const rpc = async <T>(fn: string, args: Record<string, unknown>, what: string): Promise<T> => {
    const { data, error } = await service.rpc(fn, args);
    if (error) throw databaseError(what, error);
    return data as T;
  };
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    audience: (kind) => rpc("alert_audience", { p_kind: kind }, "Reading who wants alerts failed"),
    enqueue: (kind, alerts, scope, now) =>
      rpc("alert_enqueue", {
        p_kind: kind,
        p_alerts: alerts.map((a) => ({ ...a, dueAt: iso(a.dueAt), expiresAt: iso(a.expiresAt) })),
        p_scope: scope ?? null,
        p_now: iso(now),
      }, "Recording alerts failed"),
    claimDue: (now, limit, leaseSec) =>
      rpc("alert_claim_due", { p_now: iso(now), p_limit: limit, p_lease_sec: leaseSec }, "Claiming due alerts failed"),
    recordResults: (results, now) => rpc("alert_record_results", { p_results: results, p_now: iso(now) }, "Recording pushes failed"),
  };
}
