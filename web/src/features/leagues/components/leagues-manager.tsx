import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useUserLeagues } from '@/lib/user-leagues';
import { AddLeagueButton } from './add-league-modal';
import { LeaguesTable } from './leagues-table';
import { SyncLeaguesButton } from './sync-leagues-button';

/** The user's leagues with Sync, Set Lineup, Remove and, when empty, Add League (My Leagues and Settings). */
export function LeaguesManager({ title = 'Your leagues' }: { title?: string }) {
  const leagues = useUserLeagues();
  return (
    <Card withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={3}>{title}</Title>
          <SyncLeaguesButton />
        </Group>
        {leagues.isPending ? (
          <Stack gap="xs" aria-label="Loading leagues" role="status">
            <Skeleton height={36} />
            <Skeleton height={36} />
            <Skeleton height={36} />
          </Stack>
        ) : leagues.isError ? (
          <Alert color="red" title="Could not load your leagues" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{leagues.error.message}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => void leagues.refetch()}>
                Retry
              </Button>
            </Stack>
          </Alert>
        ) : leagues.data.length === 0 ? (
          <Stack gap="sm" align="flex-start">
            <Text c="dimmed" size="sm">
              No leagues linked yet. Sync them from your MFL account or add one by its league ID.
            </Text>
            <AddLeagueButton />
          </Stack>
        ) : (
          <LeaguesTable leagues={leagues.data} />
        )}
      </Stack>
    </Card>
  );
}
