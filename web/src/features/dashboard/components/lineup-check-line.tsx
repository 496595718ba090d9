import { Anchor, Card, Group, Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { lineupCheckSummary } from '@contracts/lineup-check.ts';
import { paths } from '@/config/paths';
import { useLineupCheck } from '@/data/lineup-check/lineup-check';
import { formatDateTime } from '@/lib/format';

/**
 * The dashboard's line of the lineup check (issue 23): "2 lineups need attention" or "All lineups
 * set", with the time of the check, leading to the Lineup Check screen. A check that fails says so
 * in one line; the rest of the dashboard is not held up by it.
 */
export function LineupCheckLine() {
  const check = useLineupCheck();
  const attention = (check.data?.attention ?? 0) > 0;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Lineup check" data-testid="lineup-check-line">
      <Group justify="space-between" wrap="wrap" gap="xs">
        {check.isPending ? (
          <Skeleton height={20} width={220} />
        ) : check.data ? (
          <div>
            <Anchor component={Link} to={paths.lineupCheck} fw={600} c={attention ? 'red' : undefined} data-testid="lineup-check-summary">
              {lineupCheckSummary(check.data.attention)}
            </Anchor>
            <Text size="xs" c="dimmed">
              Week {check.data.week} · checked {formatDateTime(check.data.checkedAt)}
            </Text>
          </div>
        ) : (
          <Anchor component={Link} to={paths.lineupCheck} c="dimmed">
            Lineups could not be checked just now
          </Anchor>
        )}
        <Anchor component={Link} to={paths.lineupCheck} size="sm">
          Open Lineup Check
        </Anchor>
      </Group>
    </Card>
  );
}
