import { Skeleton, SimpleGrid, Stack } from '@mantine/core';
import { type LeagueViewChoice, LeagueViewPage } from '@/components/league-view-page';
import { MatchupCard } from '@/components/scoring/matchup-card';
import { ScoringWeekView } from '@/components/scoring/scoring-week-view';
import { byPoints, placesByPoints } from '@/data/league/scoring-rules';
import { ordinal } from '@/lib/format';

/** /league-scoring and /league-scoring/{leagueId} (spec 02 §2). */
export function LeagueScoringScreen() {
  return (
    <LeagueViewPage screen="League Scoring" skeleton={<ScoringSkeleton />}>
      {(choice) => <LeagueScoring choice={choice} />}
    </LeagueViewPage>
  );
}

/**
 * Every matchup of the week as a card 'Matchup {n}' (a team playing two games a week is in two; an
 * undecided pairing reads TBD). A total-points league has no matchups: each team is a card of its
 * own, by this week's points, titled with its place.
 */
function LeagueScoring({ choice }: { choice: LeagueViewChoice }) {
  return (
    <ScoringWeekView title="League Scoring" errorTitle="Error Loading League Scoring" choice={choice} skeleton={<ScoringSkeleton cardsOnly />}>
      {({ data, ownFranchiseId, isChanged, now, timeZone }) => {
        const card = { isChanged, ownFranchiseId, now, timeZone };
        if (!data.headToHead) {
          const teams = byPoints(data.matchups);
          const places = placesByPoints(teams);
          return (
            <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="md">
              {teams.map((team, i) => (
                <MatchupCard key={team.franchiseId} title={`${ordinal(places[i])} of ${teams.length}`} teams={[team]} {...card} />
              ))}
            </SimpleGrid>
          );
        }
        return (
          <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="md">
            {data.matchups.map((matchup, i) => (
              <MatchupCard key={matchup.teams.map((team) => team.franchiseId).join('-') || i} title={`Matchup ${i + 1}`} teams={matchup.teams} undecided={matchup.undecided} {...card} />
            ))}
          </SimpleGrid>
        );
      }}
    </ScoringWeekView>
  );
}

function ScoringSkeleton({ cardsOnly = false }: { cardsOnly?: boolean }) {
  return (
    <Stack gap="lg" role="status" aria-busy="true" aria-label="Loading league scoring">
      {!cardsOnly && <Skeleton height={40} width={280} />}
      <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="md">
        {[0, 1].map((card) => (
          <Skeleton key={card} height={260} radius="md" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
