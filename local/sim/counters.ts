// Request counters for tests and benchmarks: per endpoint (route key such as
// "mfl:export:liveScoring" or "tank01:getNFLBoxScore"), per MFL host, per cookie and per user.
export class Counters {
  total = 0;
  byEndpoint: Record<string, number> = {};
  byHost: Record<string, number> = {};
  byCookie: Record<string, number> = {};
  byUser: Record<string, number> = {};
  byStatus: Record<string, number> = {};

  record(endpoint: string, host: string | undefined, cookie: string | undefined, user: string | undefined, status: number): void {
    this.total++;
    this.byEndpoint[endpoint] = (this.byEndpoint[endpoint] ?? 0) + 1;
    if (host) this.byHost[host] = (this.byHost[host] ?? 0) + 1;
    if (cookie) this.byCookie[cookie] = (this.byCookie[cookie] ?? 0) + 1;
    if (user) this.byUser[user] = (this.byUser[user] ?? 0) + 1;
    this.byStatus[status] = (this.byStatus[status] ?? 0) + 1;
  }

  reset(): void {
    this.total = 0;
    this.byEndpoint = {};
    this.byHost = {};
    this.byCookie = {};
    this.byUser = {};
    this.byStatus = {};
  }

  snapshot() {
    return { total: this.total, byEndpoint: this.byEndpoint, byHost: this.byHost, byCookie: this.byCookie, byUser: this.byUser, byStatus: this.byStatus };
  }
}
