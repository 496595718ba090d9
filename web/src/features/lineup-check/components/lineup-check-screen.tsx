import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lineupCheckSummary, type LineupCheckResponse } from '@contracts/lineup-check.ts';
import { QueryState } from '@/components/query-state';
import { StaleBadge } from '@/components/stale-badge';
import { useCheckAgain, useLineupCheck } from '@/data/lineup-check/lineup-check';
import { notify } from '@/lib/notify';
import { formatDateTime } from '@/lib/format';
import { useFixLineups } from '../api/fix-lineups';
import { LeagueCheckCard } from './league-check-card';

/**
 * /lineup-check (issue 23): every league's lineup for the NFL week in progress, what is wrong with
 * it, the best lineup by MFL's projections in the league's own scoring, and Fix / Fix all, which
 * save through Set Lineup's save. Nothing is saved without a click.
 */
export function LineupCheckScreen() {
  const check = useLineupCheck();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Lineup Check</Title>
        <Text c="dimmed">Every lineup for this week, checked against injuries, byes and MFL's projections.</Text>
      </div>
      <QueryState
        variant="page"
        query={check}
        errorTitle="Could not check your lineups"
        skeleton={
          <Stack gap="md">
            <Skeleton height={28} width="40%" />
            <Skeleton height={160} />
            <Skeleton height={160} />
          </Stack>
        }
        isEmpty={(data) => data.leagues.length === 0}
        empty={<Text c="dimmed">No leagues to check: sync your leagues in Settings.</Text>}
      >
        {(data) => <CheckResult data={data} refreshing={check.isFetching} />}
      </QueryState>
    </Stack>
  );
}

function CheckResult({ data, refreshing }: { data: LineupCheckResponse; refreshing: boolean }) {
  const { outcomes, running, fix } = useFixLineups();
  const again = useCheckAgain();
  const fixable = data.leagues.filter((l) => l.proposal);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <div>
          <Text fw={600} size="lg" data-testid="lineup-check-summary">
            {lineupCheckSummary(data.attention)}
          </Text>
          <Text size="sm" c="dimmed">
            Week {data.week} · checked {formatDateTime(data.checkedAt)}
            {refreshing ? ' · checking again…' : ''}
          </Text>
        </div>
        <Group gap="sm">
          <Button
            variant="default"
            onClick={() => again.mutate(undefined, { onError: (e) => notify({ type: 'error', title: 'Could not check again', message: e.message }) })}
            loading={again.isPending}
            disabled={running}
          >
            Check again
          </Button>
          {fixable.length > 1 && (
            <Button onClick={() => void fix(fixable)} loading={running} disabled={again.isPending}>
              Fix all ({fixable.length})
            </Button>
          )}
        </Group>
      </Group>
      {data.stale && <StaleBadge message={data.message} />}
      {data.leagues.map((league) => (
        <LeagueCheckCard
          key={league.leagueId}
          league={league}
          outcome={outcomes[league.leagueId]}
          busy={running}
          onFix={() => void fix([league])}
        />
      ))}
    </Stack>
  );
}
