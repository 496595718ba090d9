import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { formatPercent } from '@/lib/format';
import type { SeasonOverview } from '../utils/league-summary';
import { formatRecord } from '../utils/records';
import { Stat } from './stat';

export interface SeasonOverviewCardProps {
  currentWeek: number | undefined;
  /** Undefined while the leagues' standings are still loading. */
  overview: SeasonOverview | undefined;
  /** Leagues the user has; the overview counts those whose standings loaded. */
  totalLeagues: number;
}

const NONE = '—';

/** Spec 01 §2: current week, overall record, win rate, leagues in 1st, playoff position n/total. */
export function SeasonOverviewCard({ currentWeek, overview, totalLeagues }: SeasonOverviewCardProps) {
  const loading = overview === undefined;
  // With no league counted, '0/0' or '0.0%' would read as a result: show that there is none.
  const counted = overview && overview.leagueCount > 0 ? overview : null;
  const missing = overview ? totalLeagues - overview.leagueCount : 0;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="season-overview-title">
      <Title order={2} size="h3" id="season-overview-title" mb="md">
        Season Overview
      </Title>
      <SimpleGrid component="dl" m={0} cols={{ base: 2, sm: 3, lg: 5 }} spacing="lg">
        <Stat name="current-week" label="Current week" value={`Week ${currentWeek}`} loading={currentWeek === undefined} />
        <Stat name="overall-record" label="Overall record" value={counted ? formatRecord(counted.record) : NONE} loading={loading} />
        <Stat name="win-rate" label="Win rate" value={counted ? formatPercent(counted.winRate) : NONE} loading={loading} />
        <Stat name="first-place" label="Leagues in 1st" value={counted ? counted.firstPlaceCount : NONE} loading={loading} />
        <Stat
          name="playoff-position"
          label="Playoff position"
          value={counted ? `${counted.playoffCount}/${counted.leagueCount}` : NONE}
          hint="Leagues where you hold a playoff spot"
          loading={loading}
        />
      </SimpleGrid>
      {missing > 0 && (
        <Text size="xs" c="dimmed" mt="md">
          {missing === 1
            ? '1 league is not counted: its standings are not available.'
            : `${missing} leagues are not counted: their standings are not available.`}
        </Text>
      )}
    </Card>
  );
}
