import { Anchor, Badge, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { ScoringTeam } from '@contracts/mfl-scoring.ts';
import { ChangedPoints } from '@/components/scoring/changed-points';
import { teamKey } from '@/data/league/score-changes';
import type { PersonalScoring } from '@/data/league/scoring';
import { formatPoints, isClose, matchupClock } from '@/data/league/scoring-rules';
import { paths } from '@/config/paths';
import { leagueFailureTitle } from '../utils/league-failure';

interface LeagueSummaryCardProps {
  leagueId: string;
  leagueName: string;
  data: PersonalScoring | undefined;
  error: Error | null;
  isChanged: (key: string) => boolean;
}

/**
 * A league's matchup at a glance (spec 02 §2 Live Scoring): the user's team against this week's
 * opponent, points, minutes left, 'CLOSE'; the whole card links to /league-matchups/{leagueId}, and
 * the link is named by what the card shows (a name of its own would hide the text a voice user reads).
 * A league that failed says so here and in its block only.
 */
export function LeagueSummaryCard({ leagueId, leagueName, data, error, isChanged }: LeagueSummaryCardProps) {
  const teams = data ? [data.yourTeam, ...(data.opponent ? [data.opponent] : [])] : [];
  return (
    <Anchor component={Link} to={paths.leagueView('league-matchups', leagueId)} underline="never" c="inherit">
      <Card withBorder radius="md" padding="sm" data-testid="league-summary" data-league-id={leagueId} h="100%">
        <Stack gap={6}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" fw={700} truncate style={{ minWidth: 0 }}>
              {leagueName}
            </Text>
            {data && (
              <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
                {isClose(teams) && (
                  <Badge size="sm" color="orange" variant="filled">
                    CLOSE
                  </Badge>
                )}
                <Badge size="sm" variant="light" color={matchupClock(teams) === 'Completed' ? 'gray' : 'green'}>
                  {matchupClock(teams)}
                </Badge>
              </Group>
            )}
          </Group>
          {data ? (
            teams.map((team) => <TeamRow key={team.franchiseId} team={team} changed={isChanged(teamKey(team.franchiseId))} />)
          ) : error ? (
            <Text size="sm" c="red" fw={600}>
              {leagueFailureTitle(error)}
            </Text>
          ) : (
            <>
              <Skeleton height={18} />
              <Skeleton height={18} />
            </>
          )}
          {data && !data.opponent && (
            <Text size="xs" c="dimmed">
              No opponent this week
            </Text>
          )}
        </Stack>
      </Card>
    </Anchor>
  );
}

function TeamRow({ team, changed }: { team: ScoringTeam; changed: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" data-franchise-id={team.franchiseId}>
      <div style={{ minWidth: 0 }}>
        <Text size="sm" truncate>
          {team.franchiseName}
        </Text>
        {team.projectedPoints !== null && (
          <Text size="xs" c="dimmed">
            Proj {formatPoints(team.projectedPoints)}
          </Text>
        )}
      </div>
      <ChangedPoints points={team.totalPoints} changed={changed} fw={700} size="lg" data-testid="summary-points" />
    </Group>
  );
}
