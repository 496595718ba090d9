import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentWeekEndpoint, FALLBACK_WEEK } from '@contracts/mfl-current-week.ts';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-context';
import { currentSeasonYear } from '@/lib/season';
import { storedWeek, storeWeek, WEEK_FRESH_MS } from '@/lib/stored-week';

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

export { CURRENT_WEEK_STORAGE_KEY } from './stored-week';

export function currentWeekQueryOptions() {
  const stored = storedWeek();
  // A stored week is one the server said: never guessed.
  const initialWeek: CurrentWeek | undefined = stored?.week;
  return queryOptions({
    queryKey: currentWeekKeys.all,
    queryFn: async ({ signal }): Promise<CurrentWeek> => {
      const week = await getCurrentWeek(signal);
      storeWeek(week);
      return week;
    },
    staleTime: WEEK_FRESH_MS,
    initialData: initialWeek,
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
