import { type Clock, systemClock } from "../upstream/clock.ts";
import type { MflConfig } from "./config.ts";
import { trimSlash } from "../upstream/env-config.ts";
import { errorFromMessage, MflApiError, MflAuthError } from "./errors.ts";
import { UpstreamError, UpstreamHttpError, UpstreamMalformedError, UpstreamNetworkError } from "../upstream/errors.ts";
import type { LeagueHostStore } from "./league-host-store.ts";
import { baseFromMflUrl, hostKey, LeagueHosts } from "./hosts.ts";
import { type LineupImport, lineupForm, parseImportResponse } from "./lineup.ts";
import { type MflSession, parseLoginResponse } from "./login.ts";
import type { MflQuery } from "./queries.ts";
import { isObject, type JsonObject, text } from "./quirks.ts";
import { type Priority, type RequestMeta, timedFetch, type UpstreamFetch } from "../upstream/transport.ts";

export interface CallOptions {
  /** `MFL_USER_ID` value; required for private league data, myleagues and imports. */
  cookie?: string;
  priority?: Priority;
  userId?: string;
  /** The caller's own request (login, validate, import): counted against their share of a host's queue. */
  personal?: boolean;
}

export interface MflClientOptions {
  config: MflConfig;
  /** Defaults to `fetch` with a 15 s timeout; the upstream layer passes its limited transport. */
  fetch?: UpstreamFetch;
  clock?: Clock;
  hosts?: LeagueHosts;
  /** Where isolates share the league hosts they learn (ignored when `hosts` is given). */
  hostStore?: LeagueHostStore | null;
}

interface Outbound {
  url: string;
  method: "GET" | "POST";
  body?: URLSearchParams;
  cookie?: string;
  /** League whose host a redirect reveals. */
  leagueId?: string;
}

const MAX_REDIRECTS = 2;

/**
 * The league host, typed. Runs `MflQuery` descriptions (see `queries.ts`), logs in, imports lineups.
 * Knows MFL's transport quirks: errors inside HTTP 200 bodies, league hosts and their 302s, the
 * cookie header. Never logs or echoes passwords or cookies.
 */
export class MflClient {
  readonly config: MflConfig;
  readonly hosts: LeagueHosts;
  readonly #fetch: UpstreamFetch;
  readonly #clock: Clock;

  constructor(options: MflClientOptions) {
    this.config = { ...options.config, apiBase: trimSlash(options.config.apiBase) };
    this.#clock = options.clock ?? systemClock;
    this.#fetch = options.fetch ?? timedFetch(fetch, this.#clock);
    this.hosts = options.hosts ?? new LeagueHosts(options.hostStore ?? null, () => this.#clock.now());
  }

  /** Base URL a query is sent to: the league's own host when known (here or to any isolate), else the generic host. */
  async baseFor(leagueId?: string): Promise<string> {
    const known = leagueId ? await this.hosts.resolve(leagueId) : undefined;
    return known && this.isTrusted(known) ? known : this.config.apiBase;
  }

  /** Runs an export and normalises its answer. */
  async run<T>(query: MflQuery<T>, options: CallOptions = {}): Promise<T> {
    const body = await this.exportJson(query, options);
    let data: T;
    try {
      data = query.normalise(body);
    } catch (error) {
      if (error instanceof UpstreamError) throw error;
      throw new UpstreamMalformedError(`League host answer to ${query.type} was not understood`, { cause: error });
    }
    query.learn?.(data, this.hosts);
    return data;
  }

  /** The raw JSON body of an export, after MFL's in-body errors have been turned into exceptions. */
  async exportJson(query: MflQuery<unknown>, options: CallOptions = {}): Promise<JsonObject> {
    const search = new URLSearchParams({ TYPE: query.type });
    if (query.leagueId) search.set("L", query.leagueId);
    for (const [k, v] of Object.entries(query.params)) search.set(k, v);
    search.set("JSON", "1");
    const base = await this.baseFor(query.leagueId);
    const url = `${base}/${query.year}/export?${search}`;
    let res: Response;
    try {
      res = await this.#send({ url, method: "GET", cookie: options.cookie, leagueId: query.leagueId }, options);
    } catch (error) {
      if (error instanceof UpstreamNetworkError && query.leagueId) this.hosts.forget(query.leagueId);
      throw error;
    }
    return parseJsonBody(await res.text());
  }

  /**
   * Logs in (POST, as MFL recommends for credentials). The session is valid for 24 h by our rule.
   * Bad credentials → `MflLoginError` carrying MFL's text.
   */
  async login(username: string, password: string, year: number, options: Omit<CallOptions, "cookie"> = {}): Promise<MflSession> {
    const body = new URLSearchParams({ USERNAME: username, PASSWORD: password, XML: "1" });
    const res = await this.#send({ url: `${this.config.apiBase}/${year}/login`, method: "POST", body }, options);
    return parseLoginResponse(await res.text(), res.headers.getSetCookie(), this.#clock.now());
  }

  /** Submits a week's starters to the league host. Resolves when MFL answers OK. */
  async importLineup(input: LineupImport, options: CallOptions & { cookie: string }): Promise<void> {
    const res = await this.#send({
      url: `${await this.baseFor(input.leagueId)}/${input.year}/import`,
      method: "POST",
      body: lineupForm(input),
      cookie: options.cookie,
      leagueId: input.leagueId,
    }, options);
    parseImportResponse(await res.text());
  }

  /** Sends, following MFL's cross-host 302 ourselves (cookie kept, host remembered). */
  async #send(out: Outbound, options: CallOptions): Promise<Response> {
    const meta: RequestMeta = { priority: options.priority ?? "interactive", userId: options.userId, personal: options.personal };
    let current = out;
    for (let hop = 0;; hop++) {
      const res = await this.#fetch(this.#request(current), meta);
      if (res.status >= 300 && res.status < 400) {
        const location = res.headers.get("location");
        const next = location ? new URL(location, current.url).toString() : null;
        if (!next || hop >= MAX_REDIRECTS || !this.isTrusted(next)) {
          throw new MflApiError(`League host redirected unexpectedly (HTTP ${res.status})`, res.status);
        }
        if (current.leagueId) this.hosts.remember(current.leagueId, baseFromMflUrl(next));
        current = { ...current, url: next };
        continue;
      }
      checkStatus(res, current.url);
      return res;
    }
  }

  #request(out: Outbound): Request {
    const headers = new Headers({ "User-Agent": this.config.userAgent, Accept: "application/json, text/xml;q=0.9, */*;q=0.5" });
    if (out.cookie) headers.set("Cookie", `MFL_USER_ID=${out.cookie}`);
    if (out.body) headers.set("Content-Type", "application/x-www-form-urlencoded");
    return new Request(out.url, {
      method: out.method,
      headers,
      body: out.body ? out.body.toString() : undefined,
      redirect: "manual",
    });
  }

  /**
   * The cookie may only travel to the league host's own domain: the generic host's hostname, or a
   * sibling under the same parent domain (`api.` / `www57.myfantasyleague.com`).
   */
  isTrusted(url: string): boolean {
    try {
      const target = new URL(url);
      const api = new URL(this.config.apiBase);
      if (api.protocol === "https:" && target.protocol !== "https:") return false;
      if (target.hostname === api.hostname) return true;
      const parent = api.hostname.split(".").slice(-2).join(".");
      return !/^[\d.]+$|^\[/.test(api.hostname) && parent.includes(".") && target.hostname.endsWith(`.${parent}`);
    } catch {
      return false;
    }
  }
}

function checkStatus(res: Response, url: string): void {
  if (res.ok) return;
  const host = hostKey(url);
  if (res.status === 429 || res.status >= 500) {
    throw new UpstreamHttpError(res.status, host, retryAfterSeconds(res.headers.get("retry-after")));
  }
  if (res.status === 401 || res.status === 403) throw new MflAuthError(`League host refused access (HTTP ${res.status})`);
  if (res.status === 404) throw new MflApiError("Not found on the league host", 404);
  throw new MflApiError(`League host answered HTTP ${res.status}`, res.status);
}

function retryAfterSeconds(value: string | null): number | null {
  if (!value) return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/** JSON body → object; `{"error": ...}` (with `$t` or plain) and XML `<error>` → typed errors. */
export function parseJsonBody(body: string): JsonObject {
  const trimmed = body.trim();
  let json: unknown;
  try {
    json = JSON.parse(trimmed);
  } catch {
    const xmlError = /<error[^>]*>([\s\S]*?)<\/error>/i.exec(trimmed);
    if (xmlError) throw errorFromMessage(xmlError[1].trim());
    throw new UpstreamMalformedError("League host answer was not JSON");
  }
  if (!isObject(json)) throw new UpstreamMalformedError("League host answer was not a JSON object");
  if (json.error !== undefined) throw errorFromMessage(text(json.error).trim() || "League host reported an error");
  return json;
}
