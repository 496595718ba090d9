import { positiveNumber } from "../upstream/env-config.ts";
import { optionalEnv } from "../env.ts";
import { mflConfigFromEnv } from "./config.ts";
import { readSettings } from "../settings.ts";
import { serviceClient } from "../supabase.ts";
import { tableHostClockStore } from "../upstream/host-clock.ts";
import { tableLeagueHostStore } from "./league-host-store.ts";
import { DEFAULT_LIMITER_OPTIONS, type HostLimiterOptions } from "../upstream/host-limiter.ts";
import { MflUpstream } from "./upstream.ts";
import { TableBudget } from "../upstream/table-budget.ts";
import { TableCacheStore } from "../upstream/table-store.ts";

let instance: MflUpstream | undefined;

/**
 * The isolate's one MflUpstream: env config, system settings, the `upstream_cache` table and its
 * leases, and the deployment's shared budget (pace, backoff, per-user cap in Postgres), all via
 * the service role. Isolate memory is only the first-level cache.
 */
export function mflUpstream(): MflUpstream {
  const limiter = limiterOptionsFromEnv(optionalEnv);
  instance ??= new MflUpstream({
    config: mflConfigFromEnv(optionalEnv),
    settings: () => readSettings(serviceClient()),
    store: new TableCacheStore(serviceClient()),
    hostClockStore: tableHostClockStore(serviceClient()),
    leagueHostStore: tableLeagueHostStore(serviceClient()),
    budget: (clock, settings) => new TableBudget(serviceClient(), clock, settings, { ...limiter, provider: "mfl" }),
    limiter,
    timeoutMs: positiveNumber(optionalEnv("MFL_TIMEOUT_MS")) ?? undefined,
    leaseMs: positiveNumber(optionalEnv("UPSTREAM_LEASE_MS")) ?? undefined,
  });
  return instance;
}

/**
 * The pace is an operator knob, not a product setting: `MFL_HOST_RATE_PER_SEC` (default 1, as MFL
 * asks) and `MFL_HOST_BURST` (default 1), for the whole deployment. Local tests and benchmarks
 * raise it against the simulator.
 */
export function limiterOptionsFromEnv(get: (name: string) => string | undefined): Partial<HostLimiterOptions> {
  return {
    ratePerSec: positiveNumber(get("MFL_HOST_RATE_PER_SEC")) ?? DEFAULT_LIMITER_OPTIONS.ratePerSec,
    burst: Math.max(1, Math.floor(positiveNumber(get("MFL_HOST_BURST")) ?? DEFAULT_LIMITER_OPTIONS.burst)),
  };
}
