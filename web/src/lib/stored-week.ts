/**
 * The last NFL week the server said, kept across page loads (it is the same for every user). Free
 * of schemas and contracts, so a route's loader reads it before any screen module has loaded.
 */

/** The week changes once a week; a tab left open over a Tuesday still catches up within the hour. */
export const WEEK_FRESH_MS = 60 * 60 * 1000;

export const CURRENT_WEEK_STORAGE_KEY = 'mfl-companion-current-week';

export interface StoredWeek {
  week: { currentWeek: number; year: number };
  /** When the server said it (epoch ms). */
  at: number;
}

const isInteger = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/**
 * The week the server said less than WEEK_FRESH_MS ago, on this page or an earlier one: a page
 * load within the hour starts its week's reads at once (Set Lineup's loader) instead of waiting
 * for the week first; the bound on how stale the week may be is the same as within one page.
 */
export function storedWeek(now = Date.now()): StoredWeek | undefined {
  try {
    const kept: unknown = JSON.parse(window.localStorage.getItem(CURRENT_WEEK_STORAGE_KEY) ?? 'null');
    if (typeof kept !== 'object' || kept === null) return undefined;
    const { currentWeek, year, at } = kept as Record<string, unknown>;
    if (!isInteger(currentWeek) || !isInteger(year) || typeof at !== 'number') return undefined;
    if (now - at >= WEEK_FRESH_MS || at > now) return undefined;
    return { week: { currentWeek, year }, at };
  } catch {
    return undefined;
  }
}

/** Keeps what the server said; a guessed week is never kept (it would stand in for the real one for the hour). */
export function storeWeek(week: { currentWeek: number; year: number; guessed?: boolean }): void {
  if (week.guessed) return;
  try {
    window.localStorage.setItem(CURRENT_WEEK_STORAGE_KEY, JSON.stringify({ currentWeek: week.currentWeek, year: week.year, at: Date.now() }));
  } catch {
    // Storage may be unavailable (private mode): the week is then asked once per page load.
  }
}
