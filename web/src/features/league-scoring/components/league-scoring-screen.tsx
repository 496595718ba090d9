import { useState } from 'react';
import { Skeleton, SimpleGrid, Stack, Text } from '@mantine/core';
import { LeagueViewBody, type LeagueViewChoice, LeagueViewPage, RefreshDataEmpty } from '@/components/league-view-page';
import { WeekSelector } from '@/components/week-selector';
import { loadErrorText, SCORING_LOAD_ERRORS } from '@/data/league/load-error';
import { useLeagueScoring } from '@/data/league/scoring';
import { SCORING_LAST_WEEK, updatedText } from '../utils/scoring';
import { MatchupCard } from './matchup-card';

/** /league-scoring and /league-scoring/{leagueId} (spec 02 §2). */
export function LeagueScoringScreen() {
  return (
    <LeagueViewPage screen="League Scoring" skeleton={<ScoringSkeleton />}>
      {(choice) => <LeagueScoring choice={choice} />}
    </LeagueViewPage>
  );
}

function LeagueScoring({ choice }: { choice: LeagueViewChoice }) {
  // No week chosen yet: the server answers the week MFL is scoring and names it.
  const [week, setWeek] = useState<number>();
  const query = useLeagueScoring(choice.leagueId, week);
  const shownWeek = week ?? query.data?.week;
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
          value={shownWeek}
          onChange={setWeek}
          lastWeek={SCORING_LAST_WEEK}
          disabled={shownWeek === undefined}
        />
      }
      skeleton={<ScoringSkeleton cardsOnly />}
      errorTitle="Error Loading League Scoring"
      errorMessage={(error) => loadErrorText(error, SCORING_LOAD_ERRORS)}
      isEmpty={(data) => data.matchups.length === 0}
      empty={(refresh, refreshing) => (
        <RefreshDataEmpty title={`No matchup data available for Week ${shownWeek ?? ''}`.trim()} refresh={refresh} refreshing={refreshing}>
          {null}
        </RefreshDataEmpty>
      )}
    >
      {(data) => (
        <Stack gap="md">
          {updatedText(data.updatedAt) && (
            <Text size="sm" c="dimmed" data-testid="scoring-updated">
              {updatedText(data.updatedAt)}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            {data.matchups.map((matchup, i) => (
              <MatchupCard key={matchup.teams.map((team) => team.franchiseId).join('-') || i} number={i + 1} teams={matchup.teams} />
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
