import { MflBackoffError } from "../mfl/errors.ts";
import { hostKey } from "../mfl/hosts.ts";
import type { MflFetch } from "../mfl/transport.ts";
import type { UpstreamBudget } from "./budget.ts";

/**
 * Wraps the client's transport with MFL politeness: fail fast while the host backs off, wait for
 * the host's pace (interactive first; shared by every isolate with TableBudget), then report the
 * answer so 429/5xx back off. Every outbound request (exports, redirect hops, login, imports)
 * passes through here.
 */
export function limitedFetch(inner: MflFetch, budget: UpstreamBudget): MflFetch {
  return async (request, meta) => {
    const host = hostKey(request.url);
    assertNotBackingOff(budget, host);
    await budget.acquire(host, meta);
    // The host may have started backing off while this request waited for its slot.
    assertNotBackingOff(budget, host);
    const res = await inner(request, meta);
    await budget.report(host, res.status, retryAfter(res.headers.get("retry-after")));
    return res;
  };
}

function assertNotBackingOff(budget: UpstreamBudget, host: string): void {
  const wait = budget.backoffRemainingMs(host);
  if (wait > 0) throw new MflBackoffError(host, wait);
}

function retryAfter(value: string | null): number | null {
  const n = value === null ? NaN : Number(value);
  return Number.isFinite(n) && n >= 0 ? n : null;
}
