// Request counters for tests and benchmarks: per endpoint (route key such as
// "mfl:export:liveScoring" or "tank01:getNFLBoxScore"), per MFL host, per cookie, per user, per
// league (the L parameter; requests the league's host answered, not the 302 hops to it), and a
// short log of recent MFL requests with their times (how far apart refreshes of leagues are).
export interface LoggedRequest {
  /** Real time (ms since epoch) the request arrived. */
  at: number;
  endpoint: string;
  league?: string;
  week?: string;
  status: number;
}

/** How many requests the log keeps (oldest dropped first). */
export const REQUEST_LOG_SIZE = 2000;

export class Counters {
  total = 0;
  byEndpoint: Record<string, number> = {};
  byHost: Record<string, number> = {};
  byCookie: Record<string, number> = {};
  byUser: Record<string, number> = {};
  byStatus: Record<string, number> = {};
  /** League id → endpoint → requests the league's host answered (redirects are not counted). */
  byLeague: Record<string, Record<string, number>> = {};
  log: LoggedRequest[] = [];

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
    if (host) this.byHost[host] = (this.byHost[host] ?? 0) + 1;
    if (cookie) this.byCookie[cookie] = (this.byCookie[cookie] ?? 0) + 1;
    if (user) this.byUser[user] = (this.byUser[user] ?? 0) + 1;
    this.byStatus[status] = (this.byStatus[status] ?? 0) + 1;
    if (request.league && status !== 302) {
      const league = (this.byLeague[request.league] ??= {});
      league[endpoint] = (league[endpoint] ?? 0) + 1;
    }
    if (endpoint.startsWith("mfl:")) {
      const entry: LoggedRequest = { at: Date.now(), endpoint, status };
      if (request.league) entry.league = request.league;
      if (request.week) entry.week = request.week;
      this.log.push(entry);
      if (this.log.length > REQUEST_LOG_SIZE) this.log.splice(0, this.log.length - REQUEST_LOG_SIZE);
    }
  }

  reset(): void {
    this.total = 0;
    this.byEndpoint = {};
    this.byHost = {};
    this.byCookie = {};
    this.byUser = {};
    this.byStatus = {};
    this.byLeague = {};
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
    };
  }
}
