// Tests only: the tank01 function's dependencies in memory (the shared table as a MapStore, the
// final-games table as a map), on a Tank01 address of the test's choosing (usually the simulator).
import { settingsDefaults, type SystemSettings } from "../_shared/contracts/admin-settings.ts";
import type { BoxScore } from "../_shared/contracts/tank01-nfl.ts";
import type { FinalGames } from "../_shared/tank01/final-games.ts";
import type { RosterRow } from "../_shared/tank01/my-feed.ts";
import { LiveFeed } from "../_shared/tank01/live-feed.ts";
import { Tank01Upstream } from "../_shared/tank01/upstream.ts";
import type { Clock } from "../_shared/upstream/clock.ts";
import type { Tank01Deps } from "../tank01/deps.ts";
import { MapStore } from "./map-store.ts";

export class MemoryFinalGames implements FinalGames {
  readonly rows = new Map<string, BoxScore>();
  reads = 0;

  get(gameIds: string[]): Promise<Map<string, BoxScore>> {
    this.reads++;
    return Promise.resolve(new Map(gameIds.flatMap((id) => (this.rows.has(id) ? [[id, structuredClone(this.rows.get(id)!)]] : []))));
  }

  put(box: BoxScore): Promise<void> {
    if (!this.rows.has(box.gameID)) this.rows.set(box.gameID, structuredClone(box));
    return Promise.resolve();
  }
}

export interface Tank01TestOptions {
  apiBase: string;
  apiKey?: string | null;
  clock?: Clock;
  store?: MapStore;
  finals?: MemoryFinalGames;
  settings?: Partial<SystemSettings>;
  fetch?: typeof fetch;
  /** The caller's roster rows (my_feed_roster, with their Tank01 links); none by default. */
  rows?: RosterRow[];
  admins?: string[];
}

export function tank01TestDeps(options: Tank01TestOptions) {
  const store = options.store ?? new MapStore();
  const finals = options.finals ?? new MemoryFinalGames();
  const settings: SystemSettings = { ...settingsDefaults, ...options.settings };
  const upstream = new Tank01Upstream({
    config: { apiBase: options.apiBase, apiKey: options.apiKey === undefined ? "test-key" : options.apiKey, apiHost: "tank01.test" },
    settings: () => Promise.resolve(settings),
    store,
    clock: options.clock,
    fetch: options.fetch,
    limiter: { ratePerSec: 1000, burst: 1000 },
  });
  const feed = new LiveFeed({ upstream: () => upstream, finals: () => finals });
  const usage = { day: "", calls: 0 };
  const deps: Omit<Tank01Deps, "authorize"> = {
    feed: () => feed,
    usage: () => ({ callsOn: (day) => Promise.resolve(day === usage.day ? usage.calls : 0) }),
    settings: () => Promise.resolve(settings),
    configured: () => upstream.configured,
    roster: () => () => Promise.resolve(options.rows ?? []),
    isAdmin: (userId) => Promise.resolve((options.admins ?? []).includes(userId)),
  };
  return { deps, upstream, store, finals, usage, settings };
}
