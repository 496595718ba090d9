import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { dashboardKeys } from './dashboard-keys';

/** Spec 01 §8: when the current week cannot be learned, week 1. */
export const FALLBACK_WEEK = 1;

const currentWeekSchema = z.object({ currentWeek: z.coerce.number().int().min(1) });

/** GET /api/mfl/current-week → the NFL week in progress; any failure answers week 1. */
export async function getCurrentWeek(signal?: AbortSignal): Promise<number> {
  try {
    const body = await api.get<unknown>('/api/mfl/current-week', undefined, signal);
    return currentWeekSchema.parse(body).currentWeek;
  } catch (error) {
    if (signal?.aborted) throw error;
    return FALLBACK_WEEK;
  }
}

export function currentWeekQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.currentWeek(),
    queryFn: ({ signal }) => getCurrentWeek(signal),
    // The week changes once a week; a tab left open over a Tuesday still catches up within the hour.
    staleTime: 60 * 60 * 1000,
  });
}

export function useCurrentWeek() {
  return useQuery(currentWeekQueryOptions());
}
