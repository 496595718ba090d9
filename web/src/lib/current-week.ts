import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { currentWeekEndpoint, FALLBACK_WEEK } from '@contracts/mfl-current-week.ts';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-context';
import { currentSeasonYear } from '@/lib/season';

export interface CurrentWeek {
  currentWeek: number;
  /** The season the server counted the week in; the client's own count only when it did not say. */
  year: number;
  /**
   * True when the server could not say and the week is the fallback: fine for showing a dashboard,
   * never for writing (Set Lineup refuses to save for a guessed week).
   */
  guessed?: boolean;
}

export const currentWeekKeys = {
  all: ['current-week'] as const,
};

/**
 * GET /api/mfl/current-week → the NFL week in progress and its season. Week 1 is marked guessed
 * whenever it is a fallback (spec 01 §8): the server's own (MFL could not say) or any failure.
 */
export async function getCurrentWeek(signal?: AbortSignal): Promise<CurrentWeek> {
  try {
    const body = await api.call(currentWeekEndpoint, {}, signal);
    return { currentWeek: body.currentWeek, year: body.year ?? currentSeasonYear(), ...(body.fallback ? { guessed: true } : {}) };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { currentWeek: FALLBACK_WEEK, year: currentSeasonYear(), guessed: true };
  }
}

/** The week changes once a week; a tab left open over a Tuesday still catches up within the hour. */
const WEEK_FRESH_MS = 60 * 60 * 1000;

/** The last week the server said, kept across page loads (it is the same for every user). */
export const CURRENT_WEEK_STORAGE_KEY = 'mfl-companion-current-week';

const storedWeekSchema = z.object({ currentWeek: z.number().int(), year: z.number().int(), at: z.number() });

/**
 * The week the server said less than WEEK_FRESH_MS ago, on this page or an earlier one: a page
 * load within the hour starts its week's reads at once (Set Lineup's loader) instead of waiting
 * for the week first; the bound on how stale the week may be is the same as within one page.
 */
function storedWeek(now = Date.now()): { week: CurrentWeek; at: number } | undefined {
  try {
    const parsed = storedWeekSchema.safeParse(JSON.parse(window.localStorage.getItem(CURRENT_WEEK_STORAGE_KEY) ?? 'null'));
    if (!parsed.success || now - parsed.data.at >= WEEK_FRESH_MS || parsed.data.at > now) return undefined;
    const { currentWeek, year, at } = parsed.data;
    return { week: { currentWeek, year }, at };
  } catch {
    return undefined;
  }
}

/** Keeps what the server said; a guessed week is never kept (it would stand in for the real one for the hour). */
function storeWeek(week: CurrentWeek): void {
  if (week.guessed) return;
  try {
    window.localStorage.setItem(CURRENT_WEEK_STORAGE_KEY, JSON.stringify({ currentWeek: week.currentWeek, year: week.year, at: Date.now() }));
  } catch {
    // Storage may be unavailable (private mode): the week is then asked once per page load.
  }
}

export function currentWeekQueryOptions() {
  const stored = storedWeek();
  return queryOptions({
    queryKey: currentWeekKeys.all,
    queryFn: async ({ signal }) => {
      const week = await getCurrentWeek(signal);
      storeWeek(week);
      return week;
    },
    staleTime: WEEK_FRESH_MS,
    initialData: stored?.week,
    initialDataUpdatedAt: stored?.at,
  });
}

/**
 * Shared by the start-up, the dashboard and the season-scoped reads; idle while signed out, where
 * the call could only fail and leave a guessed week in the cache for the hour.
 */
export function useCurrentWeek() {
  const { isAuthenticated } = useAuth();
  return useQuery({ ...currentWeekQueryOptions(), enabled: isAuthenticated });
}

/**
 * The NFL week in progress when the server named it, else null: what the week selectors mark
 * ' (Current)' (spec 01 §9). A guessed week 1 is marked nothing, rather than wrongly current.
 */
export function useMarkedCurrentWeek(season?: number): number | null {
  const { data } = useCurrentWeek();
  if (!data || data.guessed) return null;
  return season === undefined || season === data.year ? data.currentWeek : null;
}
