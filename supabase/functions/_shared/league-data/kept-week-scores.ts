import type { WeekScores } from "./week-scores.ts";

// A league's week of scores as built from the shared copies, kept by the isolate until the live
// copy it was built from is due a refresh (`nextUpdateAt`): until then the copy cannot have changed,
// so a page reading many leagues (the command center: 8 leagues, polled every 30 s by every viewer)
// rebuilds none of them from the names, projections and stored rows. Concurrent viewers share one
// build. Memory is only a cache: a stale answer (MFL failing) is never kept, a failed build is
// forgotten at once, and a finished week is kept ten minutes.

const FINISHED_WEEK_MS = 10 * 60_000;
/** While a build is in flight, viewers arriving share it. */
const IN_FLIGHT_MS = 30_000;

const kept = new Map<string, { scores: Promise<WeekScores>; until: number }>();

export function keptWeekScores(leagueId: string, year: number, week: number, now: number, build: () => Promise<WeekScores>): Promise<WeekScores> {
  const key = `${leagueId}:${year}:${week}`;
  const found = kept.get(key);
  if (found && found.until > now) return found.scores;
  const entry = { scores: build(), until: now + IN_FLIGHT_MS };
  kept.set(key, entry);
  entry.scores.then(
    (s) => {
      entry.until = s.stale ? 0 : s.nextUpdateAt ? Date.parse(s.nextUpdateAt) : now + FINISHED_WEEK_MS;
    },
    () => {
      if (kept.get(key) === entry) kept.delete(key);
    },
  );
  return entry.scores;
}

/** Tests start from an empty memo. */
export function forgetKeptWeekScores(): void {
  kept.clear();
}
