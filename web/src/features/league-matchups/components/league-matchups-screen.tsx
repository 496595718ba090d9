import { useMemo } from 'react';
import { SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { LeagueViewBody, type LeagueViewChoice, LeagueViewPage, RefreshDataEmpty } from '@/components/league-view-page';
import { MatchupCard } from '@/components/scoring/matchup-card';
import { WeekSelector } from '@/components/week-selector';
import { loadErrorText, SCORING_LOAD_ERRORS } from '@/data/league/load-error';
import { scorePoints, useScoreHighlights } from '@/data/league/score-changes';
import { useLeagueScoringWeek } from '@/data/league/scoring';
import { SCORING_LAST_WEEK, updatedText } from '@/data/league/scoring-rules';
import { viewerTimeZone } from '@/lib/kickoff';
import { useNow } from '@/lib/use-now';
import { detailId, matchupsOwnFirst } from '../utils/matchup-order';
import { MatchupSummary } from './matchup-summary';

/** /league-matchups and /league-matchups/{leagueId} (spec 02 §2). */
export function LeagueMatchupsScreen() {
  return (
    <LeagueViewPage screen="League Matchups" skeleton={<MatchupsSkeleton />}>
      {(choice) => <LeagueMatchups choice={choice} />}
    </LeagueViewPage>
  );
}

function LeagueMatchups({ choice }: { choice: LeagueViewChoice }) {
  const { week, setWeek, query } = useLeagueScoringWeek(choice.leagueId);
  const points = useMemo(() => (query.data ? scorePoints(query.data.matchups.flatMap((m) => m.teams)) : null), [query.data]);
  const isChanged = useScoreHighlights(points, `${choice.leagueId}:${query.data?.week}`);
  const now = useNow();
  const timeZone = viewerTimeZone();
  const open = (number: number) => {
    const detail = document.getElementById(detailId(number));
    detail?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    detail?.focus({ preventScroll: true });
  };
  return (
    <LeagueViewBody
      title="League Matchups"
      choice={choice}
      query={query}
      actions={
        <WeekSelector label={null} aria-label="Week" w={150} value={week} onChange={setWeek} lastWeek={SCORING_LAST_WEEK} disabled={week === undefined} />
      }
      skeleton={<MatchupsSkeleton cardsOnly />}
      errorTitle="Error Loading League Matchups"
      errorMessage={(error) => loadErrorText(error, SCORING_LOAD_ERRORS)}
      isEmpty={(data) => data.matchups.length === 0}
      empty={(refresh, refreshing) => (
        <RefreshDataEmpty title={`No matchup data available for Week ${week ?? ''}`.trim()} refresh={refresh} refreshing={refreshing}>
          {null}
        </RefreshDataEmpty>
      )}
    >
      {(data, ownFranchiseId) => {
        const matchups = matchupsOwnFirst(data.matchups, ownFranchiseId);
        return (
          <Stack gap="lg">
            {updatedText(data.updatedAt) && (
              <Text size="sm" c="dimmed" data-testid="scoring-updated">
                {updatedText(data.updatedAt)}
              </Text>
            )}
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" component="nav" aria-label="Matchups">
              {matchups.map((m) => (
                <MatchupSummary key={m.number} matchup={m} isChanged={isChanged} onOpen={() => open(m.number)} />
              ))}
            </SimpleGrid>
            <Title order={2} size="h3">
              Matchup details
            </Title>
            <Stack gap="md">
              {matchups.map((m) => (
                <MatchupCard
                  key={m.number}
                  id={detailId(m.number)}
                  title={`Matchup ${m.number}`}
                  teams={m.teams}
                  isChanged={isChanged}
                  ownFranchiseId={ownFranchiseId}
                  now={now}
                  timeZone={timeZone}
                />
              ))}
            </Stack>
          </Stack>
        );
      }}
    </LeagueViewBody>
  );
}

function MatchupsSkeleton({ cardsOnly = false }: { cardsOnly?: boolean }) {
  return (
    <Stack gap="lg" role="status" aria-busy="true" aria-label="Loading league matchups">
      {!cardsOnly && <Skeleton height={40} width={280} />}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {[0, 1, 2].map((card) => (
          <Skeleton key={card} height={96} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton height={260} radius="md" />
    </Stack>
  );
}
