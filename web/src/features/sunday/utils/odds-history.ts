import type { SundayMatchup } from '@contracts/mfl-sunday.ts';

// The win probability through the day, kept by the browser (README "Win probability"): one point
// per matchup each time the server's copy of the scores changes, in localStorage for the week, so a
// reload or a second tab later in the day still draws the morning's start. Nothing is stored at the
// server: the probability is recomputed from the scores on every answer, only its history is the
// viewer's own.

export interface OddsPoint {
  /** When the scores it is computed from were produced (epoch ms). */
  at: number;
  probability: number;
}

/** Matchup key → its points, oldest first. */
export type OddsHistory = Record<string, OddsPoint[]>;

const PREFIX = 'mfl-companion:win-odds:';
/** A day of 30 s polls is far fewer points than this; the cap only bounds a tab left open for days. */
const MAX_POINTS = 600;

export function matchupKey(m: Pick<SundayMatchup, 'leagueId' | 'opponent'>): string {
  return `${m.leagueId}:${m.opponent?.franchiseId ?? '-'}`;
}

/**
 * The history with the answer's probabilities added: a point per matchup when its probability
 * changed since the last one, or the first time it is seen. Points older than the last are never
 * rewritten (a stale answer after a newer one adds nothing).
 */
export function recordOdds(history: OddsHistory, matchups: readonly SundayMatchup[], at: number): OddsHistory {
  let next = history;
  for (const m of matchups) {
    if (m.winProbability === null) continue;
    const key = matchupKey(m);
    const points = next[key] ?? [];
    const last = points[points.length - 1];
    if (last && (last.at >= at || last.probability === m.winProbability)) continue;
    next = { ...next, [key]: [...points, { at, probability: m.winProbability }].slice(-MAX_POINTS) };
  }
  return next;
}

function storageKey(week: number): string {
  return `${PREFIX}${week}`;
}

/** The week's history from the browser. */
export function loadOdds(storage: Storage | undefined, week: number): OddsHistory {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(storageKey(week)) ?? '{}');
    return isHistory(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/** Keeps the week's history; another week's is dropped (a new week starts a new day's chart). */
export function saveOdds(storage: Storage | undefined, week: number, history: OddsHistory): void {
  if (!storage) return;
  try {
    for (let i = storage.length - 1; i >= 0; i--) {
      const key = storage.key(i);
      if (key?.startsWith(PREFIX) && key !== storageKey(week)) storage.removeItem(key);
    }
    storage.setItem(storageKey(week), JSON.stringify(history));
  } catch {
    // A full or refused storage only costs the chart its past.
  }
}

function isHistory(value: unknown): value is OddsHistory {
  if (!value || typeof value !== 'object') return false;
  return Object.values(value).every(
    (points) => Array.isArray(points) && points.every((p) => typeof p?.at === 'number' && typeof p?.probability === 'number'),
  );
}
