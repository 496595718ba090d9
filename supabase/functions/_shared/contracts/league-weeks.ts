import { z } from "npm:zod@4.6.7";

// A league's fantasy weeks. MFL leagues set them (`startWeek`, `endWeek`, `lastRegularSeasonWeek`):
// 18-week NFL seasons since 2021, leagues that start in week 2 or end in week 16. Spec 02 §9's
// weeks 1-17 are the default for a league that says nothing. The SPA and the functions read the
// range through this one rule.

/** First and last fantasy week of a league season, inclusive. */
export interface WeekRange {
  first: number;
  last: number;
}

/** A range as answers carry it. */
export const weekRangeSchema = z.object({ first: z.number().int(), last: z.number().int() });

/** Spec 02 §9: weeks 1-17 when the league names none. */
export const DEFAULT_WEEK_RANGE: WeekRange = { first: 1, last: 17 };

/** The last week MFL numbers at all: an 18-week season's Super Bowl is week 22 (reference §1). */
export const LAST_MFL_WEEK = 22;

function week(value: number | null | undefined): number | null {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= LAST_MFL_WEEK ? value : null;
}

/** The league's own weeks; the default where it names none, or names a range that makes no sense. */
export function leagueWeekRange(league: { startWeek?: number | null; endWeek?: number | null }): WeekRange {
  const first = week(league.startWeek) ?? DEFAULT_WEEK_RANGE.first;
  const last = week(league.endWeek) ?? Math.max(DEFAULT_WEEK_RANGE.last, first);
  return last >= first ? { first, last } : { ...DEFAULT_WEEK_RANGE };
}

/** The weeks of a range, in order. */
export function weeksOf(range: WeekRange): number[] {
  return Array.from({ length: range.last - range.first + 1 }, (_, i) => range.first + i);
}
