import { queryOptions, useQuery } from '@tanstack/react-query';
import { type WeeklyScheduleResponse, weeklyScheduleResponseSchema } from '@contracts/tank01-weekly-schedule.ts';
import { api, parseResponse } from '@/lib/api-client';
import { liveFeedKeys, type WeekChoice } from './keys';

/** GET /api/tank01/weekly-schedule?week=&season=&seasonType=: the week's games, kickoffs and networks. */
export async function getWeeklySchedule(choice: WeekChoice, signal?: AbortSignal): Promise<WeeklyScheduleResponse> {
  const body = await api.get<unknown>('/api/tank01/weekly-schedule', { ...choice }, signal);
  return parseResponse(weeklyScheduleResponseSchema, body);
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
