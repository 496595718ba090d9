/** Spec 01 §4: the current season is the calendar year, minus 1 in January and February. */
export function currentSeasonYear(now: Date = new Date()): number {
  const month = now.getMonth(); // 0 = January
  return month <= 1 ? now.getFullYear() - 1 : now.getFullYear();
}
