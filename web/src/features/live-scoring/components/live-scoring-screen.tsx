import { useMemo } from 'react';
import { Alert, Anchor, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { MatchupCard } from '@/components/scoring/matchup-card';
import { QueryState } from '@/components/query-state';
import { StaleBadge } from '@/components/stale-badge';
import { StatusScreen } from '@/components/status-screen';
import { paths } from '@/config/paths';
import { scorePoints, useScoreHighlights } from '@/data/league/score-changes';
import { type PersonalScoring, usePersonalScoring } from '@/data/league/scoring';
import { BEST_BALL_NOTE, personalMatchups, updatedText, weekRankText } from '@/data/league/scoring-rules';
import { viewerTimeZone } from '@/lib/kickoff';
import { useSelectedLeague } from '@/lib/selected-league';
import { leagueLabel, type UserLeague } from '@/lib/user-leagues';
import { useNow } from '@/lib/use-now';
import { leagueFailureDetail, leagueFailureTitle } from '../utils/league-failure';
import { LeagueSummaryCard } from './league-summary-card';

/**
 * /live-scoring (spec 02 §2, §4): every league of the user at once, each its own query (the user's
 * matchup of the week in progress, refreshed every 30 s or just after the server's copy is), a card
 * per league linking to its League Matchups, then a detailed block per league. Changed totals and
 * players are lit for 25 s; a league that fails says so in its own card and block only.
 */
export function LiveScoringScreen() {
  const { leagues, status, error, refetch } = useSelectedLeague();
  return (
    <QueryState
      variant="page"
      isLoading={status === 'pending'}
      error={error}
      refetch={refetch}
      data={leagues}
      skeleton={<LiveScoringSkeleton />}
      errorTitle="Could not load your leagues"
      retryLabel="Try Again"
      isEmpty={leagues.length === 0}
      empty={
        <StatusScreen title="Live Scoring" actions={<Button component={Link} to={paths.leagues}>My Leagues</Button>}>
          No leagues found. Please configure your leagues first.
        </StatusScreen>
      }
    >
      <Stack gap="lg">
        <div>
          <Title order={1}>Live Scoring</Title>
          <Text c="dimmed">Your matchup in every league, as it happens.</Text>
        </div>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          {leagues.map((league) => (
            <LeagueSummary key={league.league_id} league={league} />
          ))}
        </SimpleGrid>
        {leagues.map((league) => (
          <LeagueBlock key={league.league_id} league={league} />
        ))}
      </Stack>
    </QueryState>
  );
}

/** One league's scores and what changed in them (the same query serves its card and its block). */
function useLeagueLive(leagueId: string) {
  const query = usePersonalScoring(leagueId);
  const teams = useMemo(() => (query.data ? [query.data.yourTeam, ...query.data.opponents] : null), [query.data]);
  const points = useMemo(() => (teams ? scorePoints(teams) : null), [teams]);
  const isChanged = useScoreHighlights(points, `${leagueId}:${query.data?.week}`);
  return { query, teams, isChanged };
}

function LeagueSummary({ league }: { league: UserLeague }) {
  const { query, isChanged } = useLeagueLive(league.league_id);
  const name = query.data?.leagueName || leagueLabel(league);
  return <LeagueSummaryCard leagueId={league.league_id} leagueName={name} data={query.data} error={query.data ? null : query.error} isChanged={isChanged} />;
}

function LeagueBlock({ league }: { league: UserLeague }) {
  const { query, isChanged } = useLeagueLive(league.league_id);
  const now = useNow();
  const timeZone = viewerTimeZone();
  const name = query.data?.leagueName || leagueLabel(league);
  const data = query.data;
  return (
    <Stack gap="xs" component="section" aria-label={`${name} live scoring`} data-testid="league-block" data-league-id={league.league_id}>
      <Group justify="space-between" align="flex-end" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Title>
          {data && updatedText(data.updatedAt) && (
            <Text size="xs" c="dimmed">
              Week {data.week} · {updatedText(data.updatedAt)}
            </Text>
          )}
        </div>
        <Anchor component={Link} to={paths.leagueView('league-matchups', league.league_id)} size="sm">
          All matchups
        </Anchor>
      </Group>
      {data?.stale && <StaleBadge message={data.message} syncedAt={data.syncedAt} />}
      {data?.bestBall && (
        <Text size="xs" c="dimmed">
          {BEST_BALL_NOTE}
        </Text>
      )}
      {data && query.error && (
        <Alert color="red" variant="light" title={leagueFailureTitle(query.error)} role="alert" py="xs">
          <Text size="sm">{`${leagueFailureDetail(query.error)} Showing the last scores loaded.`}</Text>
        </Alert>
      )}
      <QueryState
        // After a failed poll the last scores stay on screen with the note above; with none, the error is the block.
        query={{ ...query, error: data ? null : query.error }}
        skeleton={<Skeleton height={240} radius="md" />}
        errorTitle={query.error ? leagueFailureTitle(query.error) : 'Failed to load'}
        errorMessage={leagueFailureDetail}
      >
        {(answer) => {
          const games = personalMatchups(answer);
          return (
            <Stack gap="sm">
              {games.map((game, i) => (
                <MatchupCard
                  key={game.teams.map((team) => team.franchiseId).join('-')}
                  title={yourGameTitle(answer, i, games.length)}
                  teams={game.teams}
                  undecided={game.undecided}
                  isChanged={isChanged}
                  ownFranchiseId={answer.yourTeam.franchiseId}
                  now={now}
                  timeZone={timeZone}
                />
              ))}
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}

/** 'Your matchup', 'Your matchup 1 of 2' in a two-game week, or a total-points team's 'Your week · 3rd of 12 this week'. */
function yourGameTitle(answer: PersonalScoring, index: number, games: number): string {
  if (!answer.headToHead) return `Your week · ${weekRankText(answer.rank)}`;
  return games > 1 ? `Your matchup ${index + 1} of ${games}` : 'Your matchup';
}

function LiveScoringSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-busy="true" aria-label="Loading live scoring">
      <Skeleton height={40} width={220} />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {[0, 1, 2].map((card) => (
          <Skeleton key={card} height={110} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton height={260} radius="md" />
    </Stack>
  );
}
