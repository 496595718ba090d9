// MFL-style pacing: a token bucket per client (IP + User-Agent) and MFL server, in real time.
// Off unless configured; over the pace the answer is HTTP 429 with a short text body.
export interface ThrottleOptions {
  rps: number;
  burst?: number;
}

export class Throttle {
  private buckets = new Map<string, { tokens: number; at: number }>();
  constructor(public opts: ThrottleOptions | null, private readonly clock: () => number = () => performance.now()) {}

  set(opts: ThrottleOptions | null): void {
    this.opts = opts;
    this.buckets = new Map();
  }

  /** true = allowed. */
  take(client: string): boolean {
    if (!this.opts || !(this.opts.rps > 0)) return true;
    const burst = this.opts.burst ?? Math.max(1, Math.ceil(this.opts.rps));
    const t = this.clock();
    const b = this.buckets.get(client) ?? { tokens: burst, at: t };
    b.tokens = Math.min(burst, b.tokens + ((t - b.at) / 1000) * this.opts.rps);
    b.at = t;
    this.buckets.set(client, b);
    if (b.tokens < 1) return false;
    b.tokens -= 1;
    return true;
  }
}
