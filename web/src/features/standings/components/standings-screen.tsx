import { Skeleton, Stack, Text, Title } from '@mantine/core';
import type { StandingsResponse } from '@contracts/league-standings.ts';
import { LeagueViewBody, type LeagueViewChoice, LeagueViewPage, RefreshDataEmpty } from '@/components/league-view-page';
import { loadErrorText, STANDINGS_LOAD_ERRORS } from '@/data/league/load-error';
import { useStandings } from '@/data/league/standings';
import { byConference, divisionStandings, rankingText, standingsColumns } from '../utils/standings-table';
import { DivisionTable } from './standings-table';

export const NO_STANDINGS_TITLE = 'No Standings Data';
export const NO_STANDINGS_HINT = 'Standings data may need to be synced from MyFantasyLeague first.';

/** /league-standings and /league-standings/{leagueId} (spec 02 §2). */
export function StandingsScreen() {
  return (
    <LeagueViewPage screen="Standings" skeleton={<StandingsSkeleton />}>
      {(choice) => <LeagueStandings choice={choice} />}
    </LeagueViewPage>
  );
}

function LeagueStandings({ choice }: { choice: LeagueViewChoice }) {
  return (
    <LeagueViewBody
      title="League Standings"
      choice={choice}
      query={useStandings(choice.leagueId)}
      skeleton={<StandingsSkeleton tablesOnly />}
      errorTitle="Error Loading Standings"
      errorMessage={(error) => loadErrorText(error, STANDINGS_LOAD_ERRORS)}
      isEmpty={(data) => data.standings.length === 0}
      empty={(refresh, refreshing) => (
        <RefreshDataEmpty title={NO_STANDINGS_TITLE} refresh={refresh} refreshing={refreshing}>
          {NO_STANDINGS_HINT}
        </RefreshDataEmpty>
      )}
    >
      {(data, ownFranchiseId) => <LeagueTables data={data} ownFranchiseId={ownFranchiseId} />}
    </LeagueViewBody>
  );
}

/** The league's divisions, under their conferences where it has them, with the columns it uses. */
function LeagueTables({ data, ownFranchiseId }: { data: StandingsResponse; ownFranchiseId: string | null | undefined }) {
  const columns = standingsColumns(data.rules, data.standings);
  const ranking = rankingText(data.rules.sortKeys);
  return (
    <>
      {ranking && (
        <Text size="sm" c="dimmed" data-testid="standings-ranking">
          {ranking}
        </Text>
      )}
      {byConference(divisionStandings(data.standings, ownFranchiseId)).map(({ conference, divisions }) =>
        conference ? (
          <Stack key={conference} gap="sm" component="section" aria-label={conference}>
            <Title order={2} size="h3">
              {conference}
            </Title>
            {divisions.map((division) => (
              <DivisionTable key={division.name} division={division} columns={columns} headingOrder={3} />
            ))}
          </Stack>
        ) : (
          divisions.map((division) => <DivisionTable key={division.name} division={division} columns={columns} />)
        ),
      )}
    </>
  );
}

function StandingsSkeleton({ tablesOnly = false }: { tablesOnly?: boolean }) {
  return (
    <Stack gap="lg" role="status" aria-busy="true" aria-label="Loading standings">
      {!tablesOnly && <Skeleton height={40} width={280} />}
      {[0, 1].map((table) => (
        <Stack key={table} gap="xs">
          <Skeleton height={24} width={140} />
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height={32} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
