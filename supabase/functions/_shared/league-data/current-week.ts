import { AppError } from "../errors.ts";
import type { NflGame } from "../mfl/nfl-schedule.ts";
import { nflSchedule } from "../mfl/queries.ts";
import { mflBusy, toAppError } from "../mfl/app-errors.ts";
import type { GetOptions } from "../mfl/upstream.ts";
import type { UpstreamGet } from "./datasets/dataset.ts";

// The one rule for "which NFL week is it" when a request names none (roster, lineup, scoring,
// live scoring, projections, top players, the current-week endpoint, the admin syncs): MFL's
// nflSchedule without a week, from the one shared copy. While MFL cannot be asked, the last week it
// named (its copy, however old) answers, marked stale. With no copy at all the week is unknown:
// MFL's busy answer with when to ask again (503, Retry-After), never a guessed week.

/** Between seasons MFL names week 0. */
export const NO_WEEK_IN_PROGRESS = "No NFL week is in progress";

export interface CurrentWeek {
  /** MFL's NFL week in progress; 0 between seasons. */
  week: number;
  /** That week's games, from the same answer. */
  games: NflGame[];
  /** MFL could not be asked just now: this is the last week it named. */
  stale: boolean;
  /** When MFL named it (ISO). */
  fetchedAt: string;
}

/** The NFL week in progress by the rule above; throws the week-unknown answer (weekUnknown). */
export async function currentWeek(upstream: UpstreamGet, year: number, options: GetOptions = {}): Promise<CurrentWeek> {
  try {
    const result = await upstream.get(nflSchedule({ year }), options);
    const now = result.data[0];
    return { week: now?.week ?? 0, games: now?.games ?? [], stale: result.stale, fetchedAt: result.fetchedAt };
  } catch (error) {
    throw weekUnknown(error);
  }
}

/**
 * What a caller gets when the week cannot be known: MFL failing with nothing saved is MFL's busy
 * answer, with the wait the upstream named. Anything else (the caller's own per-minute cap, a
 * session MFL refuses, a season it does not have, a bug) passes as it is.
 */
export function weekUnknown(error: unknown): unknown {
  const app = toAppError(error);
  if (!(app instanceof AppError) || (app.code !== "upstream_failed" && app.code !== "unavailable")) return app;
  const retryAfterSec = Number(app.details?.retryAfterSec);
  return Number.isFinite(retryAfterSec) && retryAfterSec > 0 ? mflBusy(retryAfterSec) : app;
}
