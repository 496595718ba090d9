import { positiveNumber } from "../upstream/env-config.ts";
import { optionalEnv } from "../env.ts";
import { readSettings } from "../settings.ts";
import { serviceClient } from "../supabase.ts";
import { TableBudget } from "../upstream/table-budget.ts";
import { TableCacheStore } from "../upstream/table-store.ts";
import { tank01ConfigFromEnv } from "./config.ts";
import { Tank01Upstream } from "./upstream.ts";

let instance: Tank01Upstream | undefined;

/**
 * The isolate's one Tank01Upstream: env config (TANK01_API_BASE, TANK01_API_KEY), system settings,
 * the `upstream_cache` table with its leases and the deployment's shared budget in Postgres (host
 * 'tank01:<base>', the daily cap tank01_daily_call_budget counted in upstream_daily_usage).
 */
export function tank01Upstream(): Tank01Upstream {
  const limiter = {
    ratePerSec: positiveNumber(optionalEnv("TANK01_HOST_RATE_PER_SEC")) ?? DEFAULT_TANK01_RATE_PER_SEC,
    burst: Math.max(1, Math.floor(positiveNumber(optionalEnv("TANK01_HOST_BURST")) ?? DEFAULT_TANK01_BURST)),
  };
  instance ??= new Tank01Upstream({
    config: tank01ConfigFromEnv(optionalEnv),
    settings: () => readSettings(serviceClient()),
    store: new TableCacheStore(serviceClient()),
    budget: (clock, settings) =>
      new TableBudget(serviceClient(), clock, settings, {
        ...limiter,
        provider: "tank01",
        dailyCap: () => settings().tank01_daily_call_budget,
      }),
    limiter,
    timeoutMs: positiveNumber(optionalEnv("TANK01_TIMEOUT_MS")) ?? undefined,
    leaseMs: positiveNumber(optionalEnv("UPSTREAM_LEASE_MS")) ?? undefined,
  });
  return instance;
}

/** RapidAPI plans allow a few requests a second; the feed needs about one per live game per 30 s. */
export const DEFAULT_TANK01_RATE_PER_SEC = 2;
export const DEFAULT_TANK01_BURST = 4;
