import { queryOptions, useQuery } from '@tanstack/react-query';
import { type BenchPoints, benchPointsEndpoint, type BenchPointsResponse, type SeasonBench } from '@contracts/bench-points.ts';
import { api } from '@/lib/api-client';
import { formatPercent, formatPoints } from '@/lib/format';
import { leagueKeys } from './keys';

/** While finished weeks are still being read from MFL (after the answer), look again this often. */
const PENDING_RECHECK_MS = 10_000;

/** GET /api/mfl/bench-points?leagueId= (contract: bench-points). */
export async function getBenchPoints(leagueId: string, signal?: AbortSignal): Promise<BenchPointsResponse> {
  return api.call(benchPointsEndpoint, { leagueId }, signal);
}

export function benchPointsQueryOptions(leagueId: string) {
  return queryOptions({
    queryKey: leagueKeys.benchPoints(leagueId),
    queryFn: ({ signal }) => getBenchPoints(leagueId, signal),
    refetchInterval: (query) => ((query.state.data?.pendingWeeks.length ?? 0) > 0 ? PENDING_RECHECK_MS : false),
  });
}

export function useBenchPoints(leagueId: string) {
  return useQuery(benchPointsQueryOptions(leagueId));
}

/** A finished week's line on League Scoring: 'Best possible: 131.4 · left on bench: 18.2'. */
export function hindsightText(week: BenchPoints): string {
  return `Best possible: ${formatPoints(week.best)} · left on bench: ${formatPoints(week.leftOnBench)}`;
}

/** The season on the dashboard card: 'Left on bench: 84.2 · efficiency 93.1%'. */
export function seasonBenchText(season: SeasonBench): string {
  return `Left on bench: ${formatPoints(season.leftOnBench)} · efficiency ${formatPercent(season.efficiency)}`;
}

/** How many finished weeks the figure counts, when some are still being read: '9 of 11 weeks'. */
export function countedWeeksText(answer: Pick<BenchPointsResponse, 'weeks' | 'pendingWeeks'>): string | null {
  if (answer.pendingWeeks.length === 0) return null;
  const all = answer.weeks.length + answer.pendingWeeks.length;
  return `${answer.weeks.length} of ${all} weeks counted so far`;
}
