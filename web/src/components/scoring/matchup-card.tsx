import { type ReactNode, useId } from 'react';
import { Badge, Card, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ScoringTeam } from '@contracts/mfl-scoring.ts';
import { leaderText, TBD, timeRemaining } from '@/data/league/scoring-rules';
import { TeamLineup } from './team-lineup';
import { WinProbabilityBar } from './win-probability-bar';

export interface MatchupCardProps {
  /** 'Matchup {n}' (spec 02 §2), or a title of the screen's own. */
  title: ReactNode;
  teams: ScoringTeam[];
  /** The opponent is not decided yet (a playoff week before its bracket is set): shown as TBD, never the team itself. */
  undecided?: boolean;
  isChanged?: (key: string) => boolean;
  /** The caller's franchise in this league, marked as theirs. */
  ownFranchiseId?: string | null;
  now: Date;
  timeZone: string;
  /** The element's id, for a summary to scroll to. */
  id?: string;
  /** Above the teams (e.g. a link to the league's matchups). */
  extra?: ReactNode;
}

/**
 * One matchup in detail (spec 02 §2): title, time remaining, the live win probability, both teams
 * side by side (stacked on a phone) with starters and bench, and the footer 'Team {id} leads by {x} points' or 'Tied game'.
 * An undecided opponent reads TBD; a team with no opponent at all (total points) stands alone.
 * League Scoring, League Matchups and Live Scoring all show a matchup with it.
 */
export function MatchupCard({ title, teams, undecided = false, isChanged, ownFranchiseId, now, timeZone, id, extra }: MatchupCardProps) {
  const titleId = useId();
  const footer = leaderText(teams);
  const clock = timeRemaining(teams);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId} id={id} tabIndex={id ? -1 : undefined}>
      <Stack gap="md">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Title order={2} size="h4" id={titleId} style={{ minWidth: 0 }}>
            {title}
          </Title>
          <Badge variant="light" color={clock === 'Final' ? 'gray' : 'green'} data-testid="time-remaining" style={{ flexShrink: 0 }}>
            {clock}
          </Badge>
        </Group>
        {extra}
        {teams.length === 2 && teams[0].winProbability !== undefined && (
          <WinProbabilityBar names={[teams[0].franchiseName, teams[1].franchiseName]} probability={teams[0].winProbability} />
        )}
        <SimpleGrid cols={{ base: 1, sm: teams.length > 1 || undecided ? 2 : 1 }} spacing="lg" verticalSpacing="md">
          {teams.map((team, i) => (
            <Stack key={team.franchiseId} gap="md">
              {i > 0 && <Divider hiddenFrom="sm" />}
              <TeamLineup team={team} isChanged={isChanged} own={team.franchiseId === ownFranchiseId} now={now} timeZone={timeZone} />
            </Stack>
          ))}
          {undecided && <UndecidedOpponent />}
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

/** The other side of a matchup whose pairing is not set yet. */
function UndecidedOpponent() {
  return (
    <Stack gap="md" data-testid="opponent-tbd">
      <Divider hiddenFrom="sm" />
      <div>
        <Text fw={600}>{TBD}</Text>
        <Text size="xs" c="dimmed">
          Opponent to be decided: the bracket is not set yet
        </Text>
      </div>
    </Stack>
  );
}
