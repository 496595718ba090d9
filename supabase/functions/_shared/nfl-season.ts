/**
 * The NFL season a date belongs to (MFL's and Tank01's years alike): the calendar year, except
 * January and February, which still belong to the previous season (playoffs and the Super Bowl).
 * Uses UTC so every isolate agrees.
 */
export function currentSeason(now: Date | number = Date.now()): number {
  const d = new Date(now);
  const year = d.getUTCFullYear();
  return d.getUTCMonth() <= 1 ? year - 1 : year;
}
