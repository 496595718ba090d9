import { SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { type LeagueViewChoice, LeagueViewPage } from '@/components/league-view-page';
import { MatchupCard } from '@/components/scoring/matchup-card';
import { ScoringWeekView } from '@/components/scoring/scoring-week-view';
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

/** A summary's click: its detail scrolled to the top and focused (for keyboards and screen readers). */
function openDetail(number: number) {
  const detail = document.getElementById(detailId(number));
  detail?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  detail?.focus({ preventScroll: true });
}

function LeagueMatchups({ choice }: { choice: LeagueViewChoice }) {
  return (
    <ScoringWeekView title="League Matchups" errorTitle="Error Loading League Matchups" choice={choice} skeleton={<MatchupsSkeleton cardsOnly />}>
      {({ data, ownFranchiseId, isChanged, now, timeZone }) => {
        const matchups = matchupsOwnFirst(data, ownFranchiseId);
        return (
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" component="nav" aria-label="Matchups">
              {matchups.map((m) => (
                <MatchupSummary key={m.number} matchup={m} isChanged={isChanged} onOpen={() => openDetail(m.number)} />
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
                  title={m.title}
                  teams={m.teams}
                  undecided={m.undecided}
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
    </ScoringWeekView>
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
