import { type Clock, systemClock } from "./clock.ts";
import { UpstreamNetworkError, UpstreamTimeoutError } from "./errors.ts";

/** Who is asking and how urgently: the outbound limiter orders and caps requests by these. */
export type Priority = "interactive" | "background";

export interface RequestMeta {
  priority: Priority;
  /** The app user on whose behalf the call is made (for per-user caps); absent for system syncs. */
  userId?: string;
  /**
   * A request made for this user alone (login, validate, a lineup import), never shared with other
   * viewers: one user's flood of these must not fill a host's queue for everyone.
   */
  personal?: boolean;
}

/**
 * How the client sends one HTTP request. Decorators stack on it: a timeout (below) and, in the
 * upstream layer, the per-host limiter and backoff. Answers are returned with their body buffered.
 */
export type UpstreamFetch = (request: Request, meta: RequestMeta) => Promise<Response>;

export const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * Sends with `fetch`, aborting after `timeoutMs` (measured from the actual send, not from a queue),
 * and maps transport failures to typed errors. The body is read inside the timeout.
 */
export function timedFetch(
  fetchFn: typeof fetch = fetch,
  clock: Clock = systemClock,
  timeoutMs = DEFAULT_TIMEOUT_MS,
): UpstreamFetch {
  return async (request) => {
    const controller = new AbortController();
    let cancel = () => {};
    // Raced as well as aborted, so even a fetch that ignores its signal cannot hang a request.
    const timeout = new Promise<never>((_, reject) => {
      cancel = clock.setTimer(timeoutMs, () => {
        controller.abort();
        reject(new UpstreamTimeoutError(`League host did not answer within ${Math.round(timeoutMs / 1000)} s`));
      });
    });
    const attempt = (async () => {
      const res = await fetchFn(new Request(request, { signal: controller.signal }));
      const body = await res.arrayBuffer();
      return new Response(isNullBody(res.status) ? null : body, {
        status: res.status,
        statusText: res.statusText,
        headers: res.headers,
      });
    })();
    attempt.catch(() => {}); // settled by the race below; avoid an unhandled rejection after a timeout
    try {
      return await Promise.race([attempt, timeout]);
    } catch (error) {
      if (error instanceof UpstreamTimeoutError) throw error;
      throw new UpstreamNetworkError(`League host unreachable: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    } finally {
      cancel();
    }
  };
}

function isNullBody(status: number): boolean {
  return status === 101 || status === 204 || status === 205 || status === 304;
}
