import { queryOptions, useQuery } from '@tanstack/react-query';
import { weeklyScheduleEndpoint, type WeeklyScheduleResponse } from '@contracts/tank01-weekly-schedule.ts';
import { api } from '@/lib/api-client';
import { liveFeedKeys, type WeekChoice } from './keys';

/** GET /api/tank01/weekly-schedule?week=&season=&seasonType=: the week's games, kickoffs and networks. */
export async function getWeeklySchedule(choice: WeekChoice, signal?: AbortSignal): Promise<WeeklyScheduleResponse> {
  return api.call(weeklyScheduleEndpoint, { ...choice }, signal);
}

/** Kickoffs change rarely: read once per week chosen, kept for ten minutes. */
export function useWeeklySchedule(choice: WeekChoice | undefined) {
  return useQuery(queryOptions({
    queryKey: liveFeedKeys.schedule(choice),
    queryFn: ({ signal }) => getWeeklySchedule(choice!, signal),
    enabled: choice !== undefined,
    staleTime: 10 * 60_000,
  }));
}
