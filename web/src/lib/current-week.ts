import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentWeekEndpoint, FALLBACK_WEEK } from '@contracts/mfl-current-week.ts';
import { api } from '@/lib/api-client';
import { useAppInitialised } from '@/lib/app-initialisation';
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

/** GET /api/mfl/current-week → the NFL week in progress and its season; any failure answers week 1, marked guessed. */
export async function getCurrentWeek(signal?: AbortSignal): Promise<CurrentWeek> {
  try {
    const body = await api.call(currentWeekEndpoint, {}, signal);
    return { currentWeek: body.currentWeek, year: body.year ?? currentSeasonYear() };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { currentWeek: FALLBACK_WEEK, year: currentSeasonYear(), guessed: true };
  }
}

export function currentWeekQueryOptions() {
  return queryOptions({
    queryKey: currentWeekKeys.all,
    queryFn: ({ signal }) => getCurrentWeek(signal),
    // The week changes once a week; a tab left open over a Tuesday still catches up within the hour.
    staleTime: 60 * 60 * 1000,
  });
}

/** Shared by the start-up, the dashboard and the season-scoped reads; idle until start-up ends. */
export function useCurrentWeek() {
  const initialised = useAppInitialised();
  return useQuery({ ...currentWeekQueryOptions(), enabled: initialised });
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
