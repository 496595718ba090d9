import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { personalScoringQueryOptions } from '@/data/league/scoring';
import { viewerTimeZone } from '@/lib/kickoff';
import { useNow } from '@/lib/use-now';
import type { UserLeague } from '@/lib/user-leagues';
import { isGameDay } from '../utils/game-day';

/**
 * On an NFL game day, a way to the Sunday command center. It reads the leagues' matchups of the
 * week the league cards already load (the same queries): no request of its own.
 */
export function GameDayCard({ leagues }: { leagues: UserLeague[] }) {
  const now = useNow();
  const gameDay = useQueries({
    queries: leagues.map((league) => personalScoringQueryOptions(league.league_id)),
    combine: (results) => isGameDay(results.map((r) => r.data), now, viewerTimeZone()),
  });
  if (!gameDay) return null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Game day" data-testid="game-day">
      <Group justify="space-between" gap="sm">
        <Stack gap={2}>
          <Text fw={700}>It's game day</Text>
          <Text size="sm" c="dimmed">
            Every game on now and what it means to you across your leagues.
          </Text>
        </Stack>
        <Button component={Link} to={paths.sunday} variant="filled">
          Open Sunday
        </Button>
      </Group>
    </Card>
  );
}
