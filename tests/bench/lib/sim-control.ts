/**
 * The league-host simulator's control API (`/_sim/`, see local/sim/README.md) and its MFL login,
 * as benchmarks use them: counters, faults, and real session cookies for seeded users.
 */

export interface SimCounters {
  total: number;
  byEndpoint: Record<string, number>;
  byHost: Record<string, number>;
  byCookie: Record<string, number>;
  byUser: Record<string, number>;
  byStatus: Record<string, number>;
  /** League id → endpoint → requests the league's host answered (302 hops to it not counted). */
  byLeague: Record<string, Record<string, number>>;
  /** What each MFL host saw: its requests, its busiest second (sliding 1 s window) and how many it throttled (429). */
  byHostPace: Record<string, { calls: number; maxPerSecond: number; throttled: number; first: number; last: number }>;
}

/** An account of a scale world (`--scale`, local/sim/scale.ts) with its leagues. */
export interface ScaleAccount {
  username: string;
  password: string;
  leagues: { id: string; franchise: string; name: string; host: string; baseURL: string }[];
}

export interface SimClockState {
  now: string;
  epoch: number;
  frozen: boolean;
  speed: number;
}

export interface SimFault {
  match: string;
  /** Only this league's requests (its L). */
  league?: string;
  kind: "latency" | "status" | "429" | "hang" | "truncate" | "malformed";
  status?: number;
  rate?: number;
  latencyMs?: number;
  /** hang: how long the simulator holds the request before a 504 (default 60 s). */
  hangMs?: number;
}

export class SimControl {
  constructor(readonly baseUrl: string) {}

  async counters(): Promise<SimCounters> {
    return await this.#json("GET", "/_sim/counters");
  }

  /** Reads or moves the simulated clock: `{ preset: "default" }`, `{ frozen: true }`, `{ stepSeconds: 60 }`, `{ speed: 1 }`. */
  async clock(change?: Record<string, unknown>): Promise<SimClockState> {
    return change ? await this.#json("POST", "/_sim/clock", change) : await this.#json("GET", "/_sim/clock");
  }

  /** Seed, base URLs, leagues and, with --scale, the scale world's size and leagues per host. */
  async info(): Promise<{ scale?: { leagues: number; hosts: number; users: number; leaguesByHost: Record<string, number>; generated: number; inMemory: number } }> {
    return await this.#json("GET", "/_sim/info");
  }

  /** The scale world's accounts from user{from}, `count` at a time, with their leagues. */
  async scaleAccounts(from: number, count: number): Promise<ScaleAccount[]> {
    return (await this.#json<{ accounts: ScaleAccount[] }>("GET", `/_sim/scale/accounts?from=${from}&count=${count}`)).accounts;
  }

  /** MFL sessions for many accounts at once (no login request each): username → MFL_USER_ID. */
  async sessions(usernames: string[]): Promise<Record<string, string>> {
    return (await this.#json<{ cookies: Record<string, string> }>("POST", "/_sim/sessions", { usernames })).cookies;
  }

  /** The last 2,000 MFL requests in arrival order (`at`: real time in ms). */
  async requestLog(): Promise<{ at: number; endpoint: string; host?: string; league?: string; status: number }[]> {
    return await this.#json("GET", "/_sim/counters/log");
  }

  async resetCounters(): Promise<void> {
    await this.#json("POST", "/_sim/counters/reset");
  }

  async addFault(fault: SimFault): Promise<{ id: string }> {
    return await this.#json("POST", "/_sim/faults", fault);
  }

  async faults(): Promise<Array<SimFault & { id: string; seen?: number; fired?: number }>> {
    const body = await this.#json<unknown>("GET", "/_sim/faults");
    return (Array.isArray(body) ? body : (body as { faults?: unknown[] }).faults ?? []) as never;
  }

  async clearFaults(): Promise<void> {
    await this.#json("DELETE", "/_sim/faults");
  }

  /** MFL-style throttling per client and host (429 over the pace); null turns it off. */
  async throttle(options: { rps: number; burst: number } | null): Promise<void> {
    if (options) await this.#json("POST", "/_sim/throttle", options);
    else await this.#json("DELETE", "/_sim/throttle");
  }

  /**
   * Logs in to the simulator's MFL directly (a POST, as the product does) and returns the
   * `MFL_USER_ID` value: the `<status MFL_USER_ID="...">` attribute, as MFL's XML login answers.
   */
  async login(username: string, password: string, year = 2026): Promise<string> {
    const res = await fetch(`${this.baseUrl}/${year}/login`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ USERNAME: username, PASSWORD: password, XML: "1" }),
      signal: AbortSignal.timeout(10_000),
    });
    const body = await res.text();
    const cookie = /MFL_USER_ID="([^"]+)"/.exec(body)?.[1] ??
      /MFL_USER_ID=([^;]+)/.exec(res.headers.getSetCookie().join("\n"))?.[1];
    if (!res.ok || !cookie) throw new Error(`simulator login of ${username} failed: HTTP ${res.status} ${body.slice(0, 200)}`);
    return cookie;
  }

  async #json<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: body === undefined ? undefined : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${text.slice(0, 200)}`);
    return (text ? JSON.parse(text) : null) as T;
  }
}
