import { UpstreamBackoffError } from "./errors.ts";
import type { UpstreamFetch } from "./transport.ts";
import type { UpstreamBudget } from "./budget.ts";

/**
 * Wraps a provider client's transport with politeness to its hosts: fail fast while the host backs off, wait for
 * the host's pace (interactive first; shared by every isolate with TableBudget), then report the
 * answer so 429/5xx back off. Every outbound request (exports, redirect hops, login, imports)
 * passes through here. `hostOf` names the host a URL's pace and backoff are kept under (a
 * provider whose hosts are mounted under a path prefix passes its own, as MFL does).
 */
export function limitedFetch(inner: UpstreamFetch, budget: UpstreamBudget, hostOf: (url: string) => string = originOf): UpstreamFetch {
  return async (request, meta) => {
    const host = hostOf(request.url);
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
  if (wait > 0) throw new UpstreamBackoffError(host, wait);
}

function retryAfter(value: string | null): number | null {
  const n = value === null ? NaN : Number(value);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/** The default host key of a URL: its origin (`https://api.example.com`), else the URL itself. */
export function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}
