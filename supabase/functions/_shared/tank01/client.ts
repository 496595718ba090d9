import { UpstreamHttpError, UpstreamMalformedError } from "../upstream/errors.ts";
import type { RequestMeta, UpstreamFetch } from "../upstream/transport.ts";
import type { Tank01Config } from "./config.ts";
import { notConfigured, Tank01ApiError } from "./errors.ts";
import type { Tank01Query } from "./queries.ts";

/**
 * Tank01 (through RapidAPI), typed: runs `Tank01Query` descriptions with the RapidAPI headers and
 * reads the provider's envelope. Gateway refusals come back as HTTP statuses with `{"message"}`
 * (401/403 key, 429 quota, 5xx), provider errors as HTTP 200 with `body.error` (reference §1, §8).
 * The transport it is given (the upstream layer's) paces, times out and reports every call.
 */
export class Tank01Client {
  readonly config: Tank01Config;
  readonly #fetch: UpstreamFetch;

  constructor(config: Tank01Config, transport: UpstreamFetch) {
    this.config = config;
    this.#fetch = transport;
  }

  url(query: Tank01Query<unknown>): string {
    const search = new URLSearchParams(query.params).toString();
    return `${this.config.apiBase}/${query.endpoint}${search ? `?${search}` : ""}`;
  }

  async run<T>(query: Tank01Query<T>, meta: RequestMeta): Promise<T> {
    if (!this.config.apiKey) throw notConfigured();
    const request = new Request(this.url(query), {
      headers: { "x-rapidapi-key": this.config.apiKey, "x-rapidapi-host": this.config.apiHost, accept: "application/json" },
    });
    const res = await this.#fetch(request, meta);
    const text = await res.text();
    if (res.status === 401 || res.status === 403) {
      // A deployment problem, not the provider's bad moment: never retried or hidden behind stale data.
      console.error(`Tank01 refused the API key (HTTP ${res.status}): ${gatewayMessage(text)}`);
      throw notConfigured("the provider refused the API key");
    }
    if (res.status === 429 || res.status >= 500) {
      throw new UpstreamHttpError(res.status, this.config.apiBase, retryAfter(res));
    }
    if (!res.ok) throw new UpstreamMalformedError(`Tank01 answered HTTP ${res.status} to ${query.endpoint}: ${gatewayMessage(text)}`);
    let envelope: unknown;
    try {
      envelope = JSON.parse(text);
    } catch {
      throw new UpstreamMalformedError(`Tank01 answer to ${query.endpoint} was not JSON`);
    }
    const body = isObject(envelope) ? envelope.body : undefined;
    if (body === undefined) throw new UpstreamMalformedError(`Tank01 answer to ${query.endpoint} had no body`);
    if (isObject(body) && typeof body.error === "string") {
      const handled = query.providerError?.(body.error);
      if (handled !== undefined) return handled;
      throw new Tank01ApiError(body.error);
    }
    try {
      const date = Date.parse(res.headers.get("date") ?? "");
      return query.parse(body, Number.isFinite(date) ? date : null);
    } catch (error) {
      throw new UpstreamMalformedError(`Tank01 answer to ${query.endpoint} was not understood`, { cause: error });
    }
  }
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function gatewayMessage(text: string): string {
  try {
    const parsed = JSON.parse(text);
    if (isObject(parsed) && typeof parsed.message === "string") return parsed.message;
  } catch {
    // not JSON: fall through
  }
  return text.slice(0, 200) || "no message";
}

/** Retry-After, or RapidAPI's seconds until the quota resets when the quota is used up. */
function retryAfter(res: Response): number | null {
  for (const name of ["retry-after", "x-ratelimit-requests-reset"]) {
    const n = Number(res.headers.get(name) ?? NaN);
    if (Number.isFinite(n) && n >= 0) return n;
  }
  return null;
}
