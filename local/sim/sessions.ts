// MFL login sessions. Tokens are opaque base64-looking strings like MFL's, derived from the
// seed and a login counter so two instances given the same requests hand out the same cookies.
import { rngFor } from "./rng.ts";
import type { Account } from "./leagues.ts";

export class Sessions {
  private readonly tokens = new Map<string, string>();
  private readonly expired = new Set<string>();
  private counter = 0;

  constructor(private readonly seed: number, private readonly accountOf: (username: string) => Account | undefined) {}

  reset(): void {
    this.tokens.clear();
    this.expired.clear();
    this.counter = 0;
  }

  login(username: string): string {
    const rng = rngFor(this.seed, "cookie", username, this.counter++);
    const bytes = new Uint8Array(18);
    for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(rng.next() * 256);
    const token = btoa(String.fromCharCode(...bytes));
    this.tokens.set(token, username);
    return token;
  }

  /** The account behind a cookie value, or undefined when unknown or expired. */
  account(token: string | undefined): Account | undefined {
    if (!token || this.expired.has(token)) return undefined;
    const user = this.tokens.get(token);
    return user ? this.accountOf(user) : undefined;
  }

  usernameOf(token: string): string | undefined {
    return this.tokens.get(token);
  }

  expire(token: string): boolean {
    if (!this.tokens.has(token)) return false;
    this.expired.add(token);
    return true;
  }

  expireUser(username: string): number {
    let n = 0;
    for (const [t, u] of this.tokens) if (u === username && !this.expired.has(t)) (this.expired.add(t), n++);
    return n;
  }
}
