import { type ReactNode, useId } from 'react';
import { Badge, Card, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ScoringTeam } from '@contracts/mfl-scoring.ts';
import { leaderText, timeRemaining } from '@/data/league/scoring-rules';
import { TeamLineup } from './team-lineup';

export interface MatchupCardProps {
  /** 'Matchup {n}' (spec 02 §2), or a title of the screen's own. */
  title: ReactNode;
  teams: ScoringTeam[];
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
 * One matchup in detail (spec 02 §2): title, time remaining, both teams side by side (stacked on a
 * phone) with starters and bench, and the footer 'Team {id} leads by {x} points' or 'Tied game'.
 * League Scoring, League Matchups and Live Scoring all show a matchup with it.
 */
export function MatchupCard({ title, teams, isChanged, ownFranchiseId, now, timeZone, id, extra }: MatchupCardProps) {
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
        <SimpleGrid cols={{ base: 1, sm: teams.length > 1 ? 2 : 1 }} spacing="lg" verticalSpacing="md">
          {teams.map((team, i) => (
            <Stack key={team.franchiseId} gap="md">
              {i > 0 && <Divider hiddenFrom="sm" />}
              <TeamLineup team={team} isChanged={isChanged} own={team.franchiseId === ownFranchiseId} now={now} timeZone={timeZone} />
            </Stack>
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
