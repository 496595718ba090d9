import { Anchor, Badge, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { YourWeekLines } from '@/components/scoring/your-week-lines';
import type { PersonalScoring } from '@/data/league/scoring';
import { isClose, matchupClock, personalMatchups } from '@/data/league/scoring-rules';
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
 * opponents (two in a two-game week; TBD while a playoff pairing is not set; a total-points team's
 * place), points, minutes left, 'CLOSE' when a game is; the whole card links to
 * /league-matchups/{leagueId}, and the link is named by what the card shows (a name of its own would
 * hide the text a voice user reads). A league that failed says so here and in its block only.
 */
export function LeagueSummaryCard({ leagueId, leagueName, data, error, isChanged }: LeagueSummaryCardProps) {
  const teams = data ? [data.yourTeam, ...data.opponents] : [];
  const close = data ? personalMatchups(data).some((game) => isClose(game.teams)) : false;
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
                {close && (
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
            <YourWeekLines data={data} isChanged={isChanged} />
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
        </Stack>
      </Card>
    </Anchor>
  );
}
