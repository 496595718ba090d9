import type { Authorize } from "../_shared/auth.ts";
import type { SystemSettings } from "../_shared/contracts/admin-settings.ts";
import type { Caller } from "../_shared/auth.ts";
import type { LiveFeed } from "../_shared/tank01/live-feed.ts";
import type { RosterSource } from "../_shared/tank01/my-feed.ts";

/** Tank01 calls made today (UTC) by the whole deployment. */
export interface UsageReader {
  callsOn(day: string): Promise<number>;
}

/** What the tank01 endpoints need; handler.ts wires the real ones, tests their own. */
export interface Tank01Deps {
  authorize: Authorize;
  feed: () => LiveFeed;
  usage: () => UsageReader;
  settings: () => Promise<SystemSettings>;
  /** The caller's rosters in their verified leagues with the players' Tank01 links (the identity tables). */
  roster: (caller: Caller) => RosterSource;
  isAdmin: (userId: string) => Promise<boolean>;
  /** Whether a Tank01 key is configured. */
  configured: () => boolean;
  now?: () => number;
}
