import { MflBackoffError } from "../mfl/errors.ts";
import { hostKey } from "../mfl/hosts.ts";
import type { MflFetch } from "../mfl/transport.ts";
import type { HostBackoff } from "./host-backoff.ts";
import type { HostLimiter } from "./host-limiter.ts";

/**
 * Wraps the client's transport with MFL politeness: fail fast while the host backs off, wait for
 * the host's limiter (interactive first), then record 429/5xx answers as backoff. Every outbound
 * request — exports, redirect hops, login, imports — passes through here.
 */
export function limitedFetch(inner: MflFetch, limiter: HostLimiter, backoff: HostBackoff): MflFetch {
  return async (request, meta) => {
    const host = hostKey(request.url);
    assertNotBackingOff(backoff, host);
    await limiter.acquire(host, meta.priority);
    // The host may have started backing off while this request waited in the queue.
    assertNotBackingOff(backoff, host);
    const res = await inner(request, meta);
    if (res.status === 429 || res.status >= 500) {
      backoff.failure(host, retryAfter(res.headers.get("retry-after")));
    } else {
      backoff.success(host);
    }
    return res;
  };
}

function assertNotBackingOff(backoff: HostBackoff, host: string): void {
  const wait = backoff.remainingMs(host);
  if (wait > 0) throw new MflBackoffError(host, wait);
}

function retryAfter(value: string | null): number | null {
  const n = value === null ? NaN : Number(value);
  return Number.isFinite(n) && n >= 0 ? n : null;
}
