import { keepAlive } from "../background.ts";
import { AppError } from "../errors.ts";
import { settledBy, systemClock } from "../upstream/clock.ts";
import { COPY_PATIENCE_MS } from "../mfl/upstream.ts";
import { isNotFound, MflLeagueAccessError } from "../mfl/errors.ts";
import { ACCESS_DENIED, asAppError, mflBusy, seasonNotFound, staleMessage } from "../mfl/app-errors.ts";
import { seconds } from "../upstream/retry-after.ts";
import { provenFor } from "./league-membership.ts";
import type { Membership, SyncState } from "./league-store.ts";
import type { RefreshKind } from "./datasets/registry.ts";
import { type MembershipCheck, NOT_FOUND_MARK, type RefreshOutcome } from "./league-sync.ts";

export { ACCESS_DENIED };

export interface Refresher {
  refresh(kind: RefreshKind, leagueId: string, year: number, userId: string): Promise<RefreshOutcome>;
  /**
   * Proves the caller's unverified user_leagues row with their own MFL session (LeagueSync
   * verifyMember). Without it an unverified row never grants access.
   */
  verifyMember?(leagueId: string, year: number, userId: string): Promise<MembershipCheck>;
}


export interface LeagueViewRequest<T> {
  sync: Refresher;
  /** The kinds the answer is made of; each is refreshed when it is older than the TTL. */
  kinds: RefreshKind[];
  leagueId: string;
  year: number;
  userId: string;
  /** Seconds a kind's tables count as fresh (the TTL the upstream cache uses for its export). */
  ttlSec: (kind: RefreshKind) => number;
  /**
   * Seconds after a failed refresh (sync state stale, `attempted_at` set by mark_league_sync_failed)
   * during which the stored rows are served stale without asking MFL again: system_settings
   * backoff_initial_sec. Without it every request during an MFL outage starts its own refresh.
   */
  backoffSec: number;
  now: number;
  /** Membership, sync states and the answer's rows in one round trip (the view's league_view_<kind> rpc). */
  read: () => Promise<{ membership: Membership | null; states: SyncState[]; data: T }>;
  /** How long a refresh may take while stored rows are at hand before they answer, stale (default VIEW_PATIENCE_MS). */
  patienceMs?: number;
}

/**
 * How long a viewer with stored rows waits for their refresh. Its MFL reads share one wait of
 * COPY_PATIENCE_MS (a slow MFL answers them from the last copies); the rest is for storing them.
 */
export const VIEW_PATIENCE_MS = COPY_PATIENCE_MS + 500;

export interface LeagueView<T> {
  membership: Membership;
  data: T;
  stale: boolean;
  /** When MFL produced the data shown (ISO); null when nothing was ever synced. */
  syncedAt: string | null;
  /** Set when stale: why, in words the UI can show. */
  message?: string;
}

/**
 * Access first, then the tables; MFL only when the tables are older than the TTL and no refresh
 * failed within the backoff. When MFL fails, or is slower than the viewer's patience, the last good
 * rows are answered with `stale: true` and a message (a slow refresh goes on and lands for the next
 * viewer); only with no rows at all does the failure reach the caller (as a 4xx/5xx AppError with
 * a clear message). The rows are read once, after any refresh.
 */
export async function loadLeagueView<T>(req: LeagueViewRequest<T>): Promise<LeagueView<T>> {
  const { kinds, leagueId, year } = req;
  // Membership, sync state and rows in one round trip: membership and sync state decide between
  // 403, the stored rows and a refresh (whose rows replace these).
  const first = await req.read();
  let membership: Membership | null = first.membership;
  let states = first.states;
  let data = first.data;
  if (!membership) throw new AppError("forbidden", ACCESS_DENIED);
  if (!provenFor(membership, year)) {
    // A row the user added (spec 01 §7) lists the league; only MFL proves the membership, and a
    // membership proven for another season is proven again (MFL reuses league ids across years).
    const check = await req.sync.verifyMember?.(leagueId, year, req.userId);
    if (!check?.verified) throw new AppError("forbidden", ACCESS_DENIED);
    if (check.franchiseId !== undefined) membership = { ...membership, franchise_id: check.franchiseId };
    // Read again: RLS hid the sync state (and the rows) while the row was unverified.
    ({ states, data } = await req.read());
  }
  const current = kinds.map((kind) => stateOf(states, kind));
  // MFL said it has no such season or league less than a TTL ago: 404 again, without asking.
  if (current.some((state, i) => isRecentNotFound(state, req.ttlSec(kinds[i]), req.now))) {
    throw new AppError("not_found", seasonNotFound(year, leagueId));
  }
  const due = kinds.filter((kind, i) => needsRefresh(current[i], req.ttlSec(kind), req.now, req.backoffSec));
  if (due.length === 0) {
    // Never synced and the last refresh failed within the backoff: nothing to serve, do not ask again.
    const never = current.find((state) => !state!.synced_at);
    if (never) throw backoffError(never, req.backoffSec, req.now);
    const stale = current.find((state) => state!.stale);
    return { membership, data, stale: !!stale, syncedAt: oldestSync(current), ...(stale ? staleNote(stale) : {}) };
  }

  const refreshing = Promise.all(due.map((kind) => req.sync.refresh(kind, leagueId, year, req.userId)));
  const held = oldestSync(current);
  // Rows at hand and MFL slow: they answer, marked stale, and the refresh goes on for the next viewer.
  if (held && !await settledBy(systemClock, refreshing, systemClock.now() + (req.patienceMs ?? VIEW_PATIENCE_MS))) {
    keepAlive(refreshing);
    return { membership, data, stale: true, syncedAt: held, message: staleMessage(held, null) };
  }
  const outcomes = await refreshing;
  // MFL refuses this league to the caller: whatever is stored is not theirs to see.
  if (outcomes.some((o) => o.error instanceof MflLeagueAccessError)) throw new AppError("forbidden", ACCESS_DENIED);
  if (outcomes.some((o) => isNotFound(o.error))) throw new AppError("not_found", seasonNotFound(year, leagueId));
  const { data: fresh, states: after } = await req.read();
  const syncedAt = oldestSync(kinds.map((kind) => stateOf(after, kind)));
  const failed = outcomes.find((o) => o.error !== undefined);
  if (failed) {
    if (!syncedAt) throw asAppError(failed.error);
    console.warn(`League ${leagueId} ${due.join(", ")}: refresh failed, serving stored data from ${syncedAt}:`, describe(failed.error));
    return { membership, data: fresh, stale: true, syncedAt, message: staleMessage(syncedAt, failed.error) };
  }
  if (outcomes.some((o) => o.stale)) {
    // Nothing stored yet and MFL still answering the refresh: it lands shortly, ask again then.
    if (!syncedAt) throw mflBusy(req.backoffSec);
    return { membership, data: fresh, stale: true, syncedAt, message: staleMessage(syncedAt, null) };
  }
  return { membership, data: fresh, stale: false, syncedAt };
}

function isRecentNotFound(state: SyncState | null, ttlSec: number, now: number): boolean {
  return state?.last_error === NOT_FOUND_MARK && !state.synced_at && now - Date.parse(state.attempted_at ?? "") < ttlSec * 1000;
}

/** When the oldest of the answer's kinds was taken from MFL; null when one was never synced. */
function oldestSync(states: (SyncState | null)[]): string | null {
  let oldest: string | null = null;
  for (const state of states) {
    if (!state?.synced_at) return null;
    if (oldest === null || Date.parse(state.synced_at) < Date.parse(oldest)) oldest = state.synced_at;
  }
  return oldest;
}

/**
 * True when the tables must be brought up to date first: no sync state yet, or older than the TTL
 * (or never synced) and no failed refresh within `backoffSec`. After a failure the stored rows are
 * served stale, or with nothing stored the caller is told to try again, until the backoff has
 * passed: an MFL outage (or a league MFL refuses) costs one refresh per backoff, not one per request.
 */
export function needsRefresh(state: SyncState | null, ttlSec: number, now: number, backoffSec = 0): boolean {
  if (!state) return true;
  if (state.synced_at && now - Date.parse(state.synced_at) < ttlSec * 1000) return false;
  return !inBackoff(state, backoffSec, now);
}

/** 503 with Retry-After: nothing stored and the last refresh failed moments ago. */
function backoffError(state: SyncState, backoffSec: number, now: number): AppError {
  const waitSec = Math.max(1, Math.ceil((Date.parse(state.attempted_at!) + backoffSec * 1000 - now) / 1000));
  return new AppError(
    "unavailable",
    `MyFantasyLeague data could not be loaded: try again in ${seconds(waitSec)}`,
    { retryAfterSec: waitSec },
    { "Retry-After": String(waitSec) },
  );
}

/** A refresh failed (stale) less than `backoffSec` ago. */
export function inBackoff(state: SyncState, backoffSec: number, now: number): boolean {
  if (!state.stale || !state.attempted_at) return false;
  const attempted = Date.parse(state.attempted_at);
  return Number.isFinite(attempted) && now - attempted < backoffSec * 1000;
}

function stateOf(states: SyncState[], kind: RefreshKind): SyncState | null {
  return states.find((s) => s.kind === kind) ?? null;
}

function staleNote(state: SyncState): { message?: string } {
  return state.stale && state.synced_at ? { message: staleMessage(state.synced_at, null) } : {};
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
