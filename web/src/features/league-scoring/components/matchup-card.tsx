import { useId, useState } from 'react';
import { Badge, Button, Card, Collapse, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ScoringPlayer, ScoringTeam } from '@contracts/mfl-scoring.ts';
import { formatPoints, leaderText, playerStatus, STATUS_COLORS, timeRemaining } from '../utils/scoring';

/** One matchup (spec 02 §2): 'Matchup {n}', time remaining, both teams side by side (stacked on a phone), the leader. */
export function MatchupCard({ number, teams }: { number: number; teams: ScoringTeam[] }) {
  const titleId = useId();
  const footer = leaderText(teams);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id={titleId}>
            Matchup {number}
          </Title>
          <Badge variant="light" color={timeRemaining(teams) === 'Final' ? 'gray' : 'green'} data-testid="time-remaining">
            {timeRemaining(teams)}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {teams.map((team) => (
            <TeamScore key={team.franchiseId} team={team} />
          ))}
        </SimpleGrid>
        {footer && (
          <Text size="sm" fw={500} ta="center" data-testid="matchup-footer">
            {footer}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function TeamScore({ team }: { team: ScoringTeam }) {
  const [benchOpen, setBenchOpen] = useState(false);
  const benchId = useId();
  return (
    <Stack gap="xs" data-franchise-id={team.franchiseId} style={{ minWidth: 0 }}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={600} truncate>
          {team.franchiseName}
        </Text>
        <Text fw={700} size="xl" data-testid="team-points">
          {formatPoints(team.totalPoints)}
        </Text>
      </Group>
      <PlayerList players={team.starters} label={`${team.franchiseName} starters`} />
      {team.bench.length > 0 && (
        <>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => setBenchOpen((open) => !open)}
            aria-expanded={benchOpen}
            aria-controls={benchId}
          >
            {benchOpen ? 'Hide Bench' : 'Show Bench'}
          </Button>
          <Collapse expanded={benchOpen} id={benchId} keepMounted={false}>
            <PlayerList players={team.bench} label={`${team.franchiseName} bench`} />
          </Collapse>
        </>
      )}
    </Stack>
  );
}

function PlayerList({ players, label }: { players: ScoringPlayer[]; label: string }) {
  return (
    <Stack gap={4} component="ul" aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {players.map((player) => {
        const status = playerStatus(player);
        return (
          <Group key={player.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
            <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
              <Badge size="xs" variant="light" color={STATUS_COLORS[status]} miw={58}>
                {status}
              </Badge>
              <div style={{ minWidth: 0 }}>
                <Text size="sm" truncate>
                  {player.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {[player.position, player.team].filter(Boolean).join(' · ')}
                </Text>
              </div>
            </Group>
            <Text size="sm" fw={500}>
              {formatPoints(player.points)}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}
