import { Text } from '@mantine/core';
import { countedWeeksText, seasonBenchText, useBenchPoints } from '@/data/league/bench-points';

export const SEASON_BENCH_FAILED = 'Points left on the bench could not be loaded.';

/**
 * The season's points left on the bench and the lineup efficiency (played ÷ best), over the
 * finished weeks the server holds. Nothing while loading or before a finished week, nor in a best
 * ball league (MFL started the best lineup itself).
 */
export function SeasonBench({ leagueId }: { leagueId: string }) {
  const bench = useBenchPoints(leagueId);
  if (bench.isError) {
    return (
      <Text size="xs" c="dimmed">
        {SEASON_BENCH_FAILED}
      </Text>
    );
  }
  const data = bench.data;
  if (!data?.season || data.bestBall) return null;
  const counted = countedWeeksText(data);
  return (
    <Text size="sm" data-testid="season-bench">
      {seasonBenchText(data.season)}
      {counted && (
        <Text span size="xs" c="dimmed">
          {` (${counted})`}
        </Text>
      )}
    </Text>
  );
}
