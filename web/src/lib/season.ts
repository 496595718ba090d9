/**
 * Spec 01 §4, §9: the current season is the calendar year, minus 1 in January and February.
 * Counted in UTC as the server counts it, so a late evening of February 28 in the US (already
 * March in UTC) names the same season on both sides. Prefer the `year` a server answer carries.
 */
export function currentSeasonYear(now: Date = new Date()): number {
  const year = now.getUTCFullYear();
  return now.getUTCMonth() <= 1 ? year - 1 : year;
}

/**
 * Spec 02 §5: an admin's season input is numeric and falls back to the current year (the current
 * season): the sync page and the weekly-teams backfill read it alike.
 */
export function seasonOrCurrent(input: string | number, now: Date = new Date()): number {
  const n = typeof input === 'number' ? input : Number(input.trim());
  return Number.isInteger(n) && n >= 1999 && n <= 2100 ? n : currentSeasonYear(now);
}
