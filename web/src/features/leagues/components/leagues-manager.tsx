import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { QueryState, SkeletonRows } from '@/components/query-state';
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
        <QueryState
          query={leagues}
          skeleton={<SkeletonRows label="Loading leagues" />}
          errorTitle="Could not load your leagues"
          isEmpty={(rows) => rows.length === 0}
          empty={
            <Stack gap="sm" align="flex-start">
              <Text c="dimmed" size="sm">
                No leagues linked yet. Sync them from your MFL account or add one by its league ID.
              </Text>
              <AddLeagueButton />
            </Stack>
          }
        >
          {(rows) => <LeaguesTable leagues={rows} />}
        </QueryState>
      </Stack>
    </Card>
  );
}
