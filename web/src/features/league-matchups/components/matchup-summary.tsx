import { Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ScoringTeam } from '@contracts/mfl-scoring.ts';
import { ChangedPoints } from '@/components/scoring/changed-points';
import { teamKey } from '@/data/league/score-changes';
import { isClose, leader, matchupClock, TBD } from '@/data/league/scoring-rules';
import type { NumberedMatchup } from '../utils/matchup-order';

interface MatchupSummaryProps {
  matchup: NumberedMatchup;
  isChanged: (key: string) => boolean;
  /** Scrolls to the matchup's detail. */
  onOpen: () => void;
}

/**
 * One tile of the summary grid (spec 02 §2): both teams and their points, 'CLOSE' under 5 points,
 * minutes left or 'Completed', the winner (the team ahead once it is over) highlighted, the user's
 * own matchup marked; an undecided opponent reads TBD. A click scrolls to the detail; the button is
 * named by what the tile shows.
 */
export function MatchupSummary({ matchup, isChanged, onOpen }: MatchupSummaryProps) {
  const clock = matchupClock(matchup.teams);
  const completed = clock === 'Completed';
  const ahead = leader(matchup.teams);
  return (
    <UnstyledButton onClick={onOpen} style={{ display: 'block', width: '100%' }}>
      <Card
        withBorder
        radius="md"
        padding="sm"
        data-own={matchup.own || undefined}
        data-testid="matchup-summary"
        style={matchup.own ? { borderColor: 'var(--mantine-color-teal-filled)', backgroundColor: 'var(--mantine-color-teal-light)' } : undefined}
      >
        <Stack gap={6}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="xs" fw={600} c="dimmed" tt="uppercase">
              {matchup.own ? matchup.ownTitle : matchup.title}
            </Text>
            <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
              {isClose(matchup.teams) && (
                <Badge size="sm" color="orange" variant="filled">
                  CLOSE
                </Badge>
              )}
              <Badge size="sm" variant="light" color={completed ? 'gray' : 'green'} data-testid="matchup-clock">
                {clock}
              </Badge>
            </Group>
          </Group>
          {matchup.teams.map((team) => (
            <TeamRow key={team.franchiseId} team={team} ahead={team === ahead} winner={completed && team === ahead} changed={isChanged(teamKey(team.franchiseId))} />
          ))}
          {matchup.undecided && (
            <Text size="sm" c="dimmed" data-testid="opponent-tbd">
              {TBD}
            </Text>
          )}
        </Stack>
      </Card>
    </UnstyledButton>
  );
}

function TeamRow({ team, ahead, winner, changed }: { team: ScoringTeam; ahead: boolean; winner: boolean; changed: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" data-franchise-id={team.franchiseId} data-winner={winner || undefined}>
      <Text size="sm" fw={ahead ? 700 : 400} c={winner ? 'teal' : undefined} truncate>
        {winner ? `✓ ${team.franchiseName}` : team.franchiseName}
      </Text>
      <ChangedPoints points={team.totalPoints} changed={changed} size="sm" fw={ahead ? 700 : 500} c={winner ? 'teal' : undefined} data-testid="summary-points" />
    </Group>
  );
}
