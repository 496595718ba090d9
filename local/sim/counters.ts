// Request counters for tests and benchmarks: per endpoint (route key such as
// "mfl:export:liveScoring" or "tank01:getNFLBoxScore"), per MFL host, per cookie, per user, per
// league (the L parameter; requests the league's host answered, not the 302 hops to it), the pace
// each MFL host saw (its busiest second), and a short log of recent MFL requests with their times
// (how far apart refreshes of leagues are).
export interface LoggedRequest {
  /** Real time (ms since epoch) the request arrived. */
  at: number;
  endpoint: string;
  /** The MFL host that answered ("api", "www44", …). */
  host?: string;
  league?: string;
  week?: string;
  status: number;
}

/** How many requests the log keeps (oldest dropped first). */
export const REQUEST_LOG_SIZE = 2000;

/** What one MFL host saw: every request that reached it, its busiest second, and how many it throttled. */
export interface HostPace {
  calls: number;
  /** The most requests in any one second (a sliding window of 1,000 ms of real time). */
  maxPerSecond: number;
  /** Answered 429 (over the throttle's pace, or a 429 fault). */
  throttled: number;
  /** Real time (ms since epoch) of the first and the last request. */
  first: number;
  last: number;
}

export class Counters {
  total = 0;
  byEndpoint: Record<string, number> = {};
  byHost: Record<string, number> = {};
  byCookie: Record<string, number> = {};
  byUser: Record<string, number> = {};
  byStatus: Record<string, number> = {};
  /** League id → endpoint → requests the league's host answered (redirects are not counted). */
  byLeague: Record<string, Record<string, number>> = {};
  byHostPace: Record<string, HostPace> = {};
  log: LoggedRequest[] = [];
  /** Per host, the arrival times (ms) of its requests in the last second. */
  private lastSecond = new Map<string, number[]>();

  record(
    endpoint: string,
    host: string | undefined,
    cookie: string | undefined,
    user: string | undefined,
    status: number,
    request: { league?: string; week?: string } = {},
  ): void {
    this.total++;
    this.byEndpoint[endpoint] = (this.byEndpoint[endpoint] ?? 0) + 1;
    if (host) {
      this.byHost[host] = (this.byHost[host] ?? 0) + 1;
      this.pace(host, status);
    }
    if (cookie) this.byCookie[cookie] = (this.byCookie[cookie] ?? 0) + 1;
    if (user) this.byUser[user] = (this.byUser[user] ?? 0) + 1;
    this.byStatus[status] = (this.byStatus[status] ?? 0) + 1;
    if (request.league && status !== 302) {
      const league = (this.byLeague[request.league] ??= {});
      league[endpoint] = (league[endpoint] ?? 0) + 1;
    }
    if (endpoint.startsWith("mfl:")) {
      const entry: LoggedRequest = { at: Date.now(), endpoint, status };
      if (host) entry.host = host;
      if (request.league) entry.league = request.league;
      if (request.week) entry.week = request.week;
      this.log.push(entry);
      if (this.log.length > REQUEST_LOG_SIZE) this.log.splice(0, this.log.length - REQUEST_LOG_SIZE);
    }
  }

  private pace(host: string, status: number): void {
    const at = Date.now();
    const p = (this.byHostPace[host] ??= { calls: 0, maxPerSecond: 0, throttled: 0, first: at, last: at });
    p.calls++;
    p.last = at;
    if (status === 429) p.throttled++;
    let window = this.lastSecond.get(host);
    if (!window) this.lastSecond.set(host, (window = []));
    window.push(at);
    while (window[0] <= at - 1000) window.shift();
    p.maxPerSecond = Math.max(p.maxPerSecond, window.length);
  }

  reset(): void {
    this.total = 0;
    this.byEndpoint = {};
    this.byHost = {};
    this.byCookie = {};
    this.byUser = {};
    this.byStatus = {};
    this.byLeague = {};
    this.byHostPace = {};
    this.lastSecond = new Map();
    this.log = [];
  }

  snapshot() {
    return {
      total: this.total,
      byEndpoint: this.byEndpoint,
      byHost: this.byHost,
      byCookie: this.byCookie,
      byUser: this.byUser,
      byStatus: this.byStatus,
      byLeague: this.byLeague,
      byHostPace: this.byHostPace,
    };
  }
}
