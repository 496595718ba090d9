import { Anchor, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { StandingsResponse } from '@contracts/league-standings.ts';
import { paths } from '@/config/paths';
import { LeagueViewBody, type LeagueViewChoice, LeagueViewPage, RefreshDataEmpty } from '@/components/league-view-page';
import { loadErrorText, STANDINGS_LOAD_ERRORS } from '@/data/league/load-error';
import { usePlayoffOdds } from '@/data/league/playoff-odds';
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

/**
 * The league's divisions, under their conferences where it has them, with the columns it uses and
 * each team's playoff chance once the odds are in (without them the standings show as they are).
 */
function LeagueTables({ data, ownFranchiseId }: { data: StandingsResponse; ownFranchiseId: string | null | undefined }) {
  const odds = usePlayoffOdds(data.leagueId);
  const chances = odds.data && new Map(odds.data.teams.map((t) => [t.franchiseId, t.playoff]));
  const columns = [...standingsColumns(data.rules, data.standings), ...(odds.data ? (['playoff'] as const) : [])];
  const ranking = rankingText(data.rules.sortKeys);
  return (
    <>
      <Group justify="space-between" gap="xs">
        {ranking ? (
          <Text size="sm" c="dimmed" data-testid="standings-ranking">
            {ranking}
          </Text>
        ) : (
          <span />
        )}
        <Anchor component={Link} to={paths.leaguePlayoffOdds(data.leagueId)} size="sm">
          Playoff odds
        </Anchor>
      </Group>
      {byConference(divisionStandings(data.standings, ownFranchiseId)).map(({ conference, divisions }) =>
        conference ? (
          <Stack key={conference} gap="sm" component="section" aria-label={conference}>
            <Title order={2} size="h3">
              {conference}
            </Title>
            {divisions.map((division) => (
              <DivisionTable key={division.name} division={division} columns={columns} headingOrder={3} chances={chances} />
            ))}
          </Stack>
        ) : (
          divisions.map((division) => <DivisionTable key={division.name} division={division} columns={columns} chances={chances} />)
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
