import { useMemo } from 'react';
import { Skeleton, SimpleGrid, Stack, Text } from '@mantine/core';
import { LeagueViewBody, type LeagueViewChoice, LeagueViewPage, RefreshDataEmpty } from '@/components/league-view-page';
import { MatchupCard } from '@/components/scoring/matchup-card';
import { WeekSelector } from '@/components/week-selector';
import { loadErrorText, SCORING_LOAD_ERRORS } from '@/data/league/load-error';
import { scorePoints, useScoreHighlights } from '@/data/league/score-changes';
import { useLeagueScoringWeek } from '@/data/league/scoring';
import { SCORING_LAST_WEEK, updatedText } from '@/data/league/scoring-rules';
import { viewerTimeZone } from '@/lib/kickoff';
import { useNow } from '@/lib/use-now';

/** /league-scoring and /league-scoring/{leagueId} (spec 02 §2). */
export function LeagueScoringScreen() {
  return (
    <LeagueViewPage screen="League Scoring" skeleton={<ScoringSkeleton />}>
      {(choice) => <LeagueScoring choice={choice} />}
    </LeagueViewPage>
  );
}

function LeagueScoring({ choice }: { choice: LeagueViewChoice }) {
  // No week chosen yet: the server answers the NFL week in progress, which the page adopts.
  const { week, setWeek, query } = useLeagueScoringWeek(choice.leagueId);
  const points = useMemo(() => (query.data ? scorePoints(query.data.matchups.flatMap((m) => m.teams)) : null), [query.data]);
  const isChanged = useScoreHighlights(points, `${choice.leagueId}:${query.data?.week}`);
  const now = useNow();
  const timeZone = viewerTimeZone();
  return (
    <LeagueViewBody
      title="League Scoring"
      choice={choice}
      query={query}
      actions={
        <WeekSelector
          label={null}
          aria-label="Week"
          w={150}
          value={week}
          onChange={setWeek}
          lastWeek={SCORING_LAST_WEEK}
          disabled={week === undefined}
        />
      }
      skeleton={<ScoringSkeleton cardsOnly />}
      errorTitle="Error Loading League Scoring"
      errorMessage={(error) => loadErrorText(error, SCORING_LOAD_ERRORS)}
      isEmpty={(data) => data.matchups.length === 0}
      empty={(refresh, refreshing) => (
        <RefreshDataEmpty title={`No matchup data available for Week ${week ?? ''}`.trim()} refresh={refresh} refreshing={refreshing}>
          {null}
        </RefreshDataEmpty>
      )}
    >
      {(data, ownFranchiseId) => (
        <Stack gap="md">
          {updatedText(data.updatedAt) && (
            <Text size="sm" c="dimmed" data-testid="scoring-updated">
              {updatedText(data.updatedAt)}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            {data.matchups.map((matchup, i) => (
              <MatchupCard
                key={matchup.teams.map((team) => team.franchiseId).join('-') || i}
                title={`Matchup ${i + 1}`}
                teams={matchup.teams}
                isChanged={isChanged}
                ownFranchiseId={ownFranchiseId}
                now={now}
                timeZone={timeZone}
              />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </LeagueViewBody>
  );
}

function ScoringSkeleton({ cardsOnly = false }: { cardsOnly?: boolean }) {
  return (
    <Stack gap="lg" role="status" aria-busy="true" aria-label="Loading league scoring">
      {!cardsOnly && <Skeleton height={40} width={280} />}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        {[0, 1].map((card) => (
          <Skeleton key={card} height={260} radius="md" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
