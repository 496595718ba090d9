import type { RunAlertsResponse } from "../../_shared/contracts/alerts.ts";
import type { AlertSource } from "./alert.ts";
import type { ClaimedAlert, Delivery, OutboxStore } from "./outbox.ts";
import type { PushOne } from "./push-sender.ts";

export interface RunAlertsDeps {
  outbox: OutboxStore;
  sources: AlertSource[];
  push: PushOne;
  now(): number;
  /** Alerts claimed per round trip (default 500). */
  batchSize?: number;
  /** Pushes in flight at once (default 50): push services answer in tens of milliseconds, mostly waiting. */
  concurrency?: number;
  /** How long a claimed alert is this run's before the next run may take it (default 120 s). */
  leaseSec?: number;
  /** Stop claiming after this long (default 45 s), so a run ends before the next minute's starts. */
  budgetMs?: number;
}

/**
 * One run of the alerts job (every minute): each source's findings into the outbox (a failing
 * source is reported, the others go on), then every due alert pushed to each of its user's devices
 * and the outcomes recorded, batch after batch.
 */
export async function runAlerts(deps: RunAlertsDeps): Promise<RunAlertsResponse> {
  const started = performance.now();
  const sources: RunAlertsResponse["sources"] = {};
  for (const source of deps.sources) {
    try {
      const now = deps.now();
      const found = await source.find(now);
      const written = await deps.outbox.enqueue(source.kind, found.alerts, found.scope, now);
      sources[source.kind] = { ...written, looked: found.looked };
    } catch (error) {
      console.error(`Alert source ${source.kind} failed:`, error instanceof Error ? error.message : error);
      sources[source.kind] = { error: error instanceof Error ? error.message : String(error) };
    }
  }

  const totals = { sent: 0, retrying: 0, failed: 0, gone: 0, pushes: 0 };
  const batch = deps.batchSize ?? 500;
  const budget = deps.budgetMs ?? 45_000;
  for (;;) {
    const claimed = await deps.outbox.claimDue(deps.now(), batch, deps.leaseSec ?? 120);
    if (claimed.length === 0) break;
    const results = await mapLimited(claimed, deps.concurrency ?? 50, (alert) => pushAlert(deps, alert));
    totals.pushes += results.reduce((n, r) => n + r.deliveries.length, 0);
    const recorded = await deps.outbox.recordResults(results, deps.now());
    totals.sent += recorded.sent;
    totals.retrying += recorded.retrying;
    totals.failed += recorded.failed;
    totals.gone += recorded.gone;
    if (claimed.length < batch || performance.now() - started > budget) break;
  }
  return { sources, ...totals, ms: Math.round(performance.now() - started) };
}

/** One alert to each device of its user it has not reached yet. */
async function pushAlert(deps: RunAlertsDeps, alert: ClaimedAlert): Promise<{ alertId: number; deliveries: Delivery[] }> {
  const payload = JSON.stringify(alert.payload);
  const ttlSec = Math.max(0, Math.floor((Date.parse(alert.expiresAt) - deps.now()) / 1000));
  const urgency = alert.kind === "lineup" ? "normal" : "high";
  const deliveries = await Promise.all(alert.subscriptions.map((target) => deps.push(target, payload, { ttlSec, urgency })));
  return { alertId: alert.id, deliveries };
}

async function mapLimited<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
