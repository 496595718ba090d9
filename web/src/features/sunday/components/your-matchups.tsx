import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { SundayMatchup } from '@contracts/mfl-sunday.ts';
import { WinProbabilityBar } from '@/components/scoring/win-probability-bar';
import { formatPoints } from '@/lib/format';
import { matchupKey, type OddsHistory } from '../utils/odds-history';
import { OddsChart } from './odds-chart';

/** The caller's matchup in every league: the score, the live win probability and its line through the day. */
export function YourMatchups({ matchups, history }: { matchups: readonly SundayMatchup[]; history: OddsHistory }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="your-matchups-title">
      <Title order={2} size="h3" id="your-matchups-title">
        Your matchups
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {matchups.map((m) => (
          <Card key={matchupKey(m)} withBorder radius="md" padding="sm" data-testid="sunday-matchup" data-league-id={m.leagueId}>
            <Stack gap={6}>
              <Text size="sm" fw={700} truncate>
                {m.leagueName}
              </Text>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" truncate style={{ minWidth: 0 }}>
                  {m.franchiseName}
                </Text>
                <Text size="sm" fw={700} data-testid="matchup-points">
                  {formatPoints(m.points)}
                </Text>
              </Group>
              {m.opponent ? (
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" truncate style={{ minWidth: 0 }}>
                    {m.opponent.franchiseName}
                  </Text>
                  <Text size="sm" fw={700} data-testid="opponent-points">
                    {formatPoints(m.opponent.points)}
                  </Text>
                </Group>
              ) : (
                <Text size="xs" c="dimmed">
                  {m.headToHead ? 'No opponent this week' : 'Total points: no opponent'}
                </Text>
              )}
              {m.opponent && m.winProbability !== null && (
                <>
                  <WinProbabilityBar names={['You', m.opponent.franchiseName]} probability={m.winProbability} />
                  <OddsChart points={history[matchupKey(m)] ?? []} />
                </>
              )}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
