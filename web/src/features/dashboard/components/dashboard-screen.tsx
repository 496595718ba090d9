import { Alert, Anchor, Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { QueryState } from '@/components/query-state';
import { StatusScreen } from '@/components/status-screen';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';
import { useCurrentWeek } from '@/lib/current-week';
import { useSelectedLeague } from '@/lib/selected-league';
import { useUserLeagues, type UserLeague } from '@/lib/user-leagues';
import { standingsQueryOptions } from '@/data/league/standings';
import { seasonOverview, summarizeLeague, type LeagueSummary, type SeasonOverview } from '../utils/league-summary';
import { DashboardSkeleton } from './dashboard-skeleton';
import { GameDayCard } from './game-day-card';
import { LeagueCard } from './league-card';
import { LineupCheckLine } from './lineup-check-line';
import { QuickActions } from './quick-actions';
import { SeasonOverviewCard } from './season-overview-card';

/** /dashboard (spec 01 §2) in each of its states; the route's guard (app/guards RequireMflConnection) asks for the connection first. */
export function DashboardScreen() {
  const { mflCookieValid } = useAuth();
  const leagues = useUserLeagues();

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Dashboard</Title>
        <Text c="dimmed">Your season across every league.</Text>
      </div>
      {!mflCookieValid && (
        <Alert color="yellow" variant="light" title="Your MFL session has expired">
          Figures may be out of date until you reconnect.{' '}
          {/* Spec 01 §2: 'Check MFL Connection' leads to /profile, as 'Connect MFL Account' does. */}
          <Anchor component={Link} to={paths.profile} size="sm">
            Check MFL Connection
          </Anchor>
        </Alert>
      )}
      <QueryState
        variant="page"
        query={leagues}
        skeleton={<DashboardSkeleton />}
        errorTitle="Error Loading Dashboard"
        isEmpty={(rows) => rows.length === 0}
        empty={
          <StatusScreen
            title="No Leagues Found"
            actions={
              <Button component={Link} to={paths.settings} variant="light">
                Sync Leagues
              </Button>
            }
          >
            No leagues are linked to your account yet. Sync your leagues from MyFantasyLeague in Settings.
          </StatusScreen>
        }
      >
        {(rows) => <LeagueDashboard leagues={rows} />}
      </QueryState>
    </Stack>
  );
}

function LeagueDashboard({ leagues }: { leagues: UserLeague[] }) {
  const currentWeek = useCurrentWeek();
  const { leagueId: selectedLeagueId } = useSelectedLeague();
  const overview = useSeasonOverview(leagues);
  return (
    <>
      <GameDayCard leagues={leagues} />
      <SeasonOverviewCard currentWeek={currentWeek.data?.currentWeek} overview={overview} totalLeagues={leagues.length} />
      <LineupCheckLine />
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg" aria-label="Your leagues">
        {leagues.map((league) => (
          <LeagueCard key={league.league_id} league={league} />
        ))}
      </SimpleGrid>
      <QuickActions leagueId={selectedLeagueId} />
    </>
  );
}

/**
 * The overview over every league whose standings loaded; undefined while any is still loading, so
 * the figures never jump as leagues arrive. The same queries feed the cards (one request each).
 */
function useSeasonOverview(leagues: UserLeague[]): SeasonOverview | undefined {
  return useQueries({
    queries: leagues.map((league) => standingsQueryOptions(league.league_id)),
    combine: (results) => {
      if (results.some((result) => result.isPending)) return undefined;
      const summaries = results
        .map((result, i) => {
          const franchiseId = leagues[i].franchise_id;
          return result.data && franchiseId ? summarizeLeague(result.data.standings, franchiseId) : null;
        })
        .filter((summary): summary is LeagueSummary => summary !== null);
      return seasonOverview(summaries);
    },
  });
}
