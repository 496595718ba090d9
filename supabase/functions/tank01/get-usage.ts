import type { Tank01Usage } from "../_shared/contracts/tank01-usage.ts";
import { databaseError } from "../_shared/errors.ts";
import { json } from "../_shared/responses.ts";
import type { RouteContext } from "../_shared/router.ts";
import type { SupabaseClient } from "../_shared/supabase.ts";
import type { Tank01Deps, UsageReader } from "./deps.ts";

/** GET /tank01/usage (admins): today's Tank01 calls against the daily call budget. */
export function getUsage(deps: Pick<Tank01Deps, "usage" | "settings" | "configured">) {
  return async ({ now }: RouteContext<unknown>) => {
    const day = new Date(now).toISOString().slice(0, 10);
    const [calls, settings] = await Promise.all([deps.usage().callsOn(day), deps.settings()]);
    const budget = settings.tank01_daily_call_budget;
    const answer: Tank01Usage = { day, calls, budget, remaining: Math.max(0, budget - calls), configured: deps.configured() };
    return json(answer);
  };
}

/** upstream_daily_usage (migration 20261123080000), counted by upstream_acquire for provider 'tank01'. */
export function tableUsage(service: SupabaseClient): UsageReader {
  return {
    async callsOn(day) {
      const { data, error } = await service.from("upstream_daily_usage").select("calls").eq("provider", "tank01").eq("day", day);
      if (error) throw databaseError("Reading the Tank01 call count failed", error);
      return ((data ?? []) as { calls: number }[]).reduce((sum, row) => sum + Number(row.calls), 0);
    },
  };
}
