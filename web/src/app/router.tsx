import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { ConfirmEmail } from '@/features/auth/components/confirm-email';
import { ResetPassword } from '@/features/auth/components/reset-password';
import { DashboardScreen } from '@/features/dashboard/components/dashboard-screen';
import { LeagueMatchupsScreen } from '@/features/league-matchups/components/league-matchups-screen';
import { LeagueScoringScreen } from '@/features/league-scoring/components/league-scoring-screen';
import { LiveFeedScreen } from '@/features/live-feed/components/live-feed-screen';
import { LiveScoringScreen } from '@/features/live-scoring/components/live-scoring-screen';
import { lineupReads } from '@/features/lineup/api/lineup-reads';
import { SetLineupScreen } from '@/features/lineup/components/set-lineup-screen';
import { RostersScreen } from '@/features/rosters/components/rosters-screen';
import { StandingsScreen } from '@/features/standings/components/standings-screen';
import { TopPlayersScreen } from '@/features/top-players/components/top-players-screen';
import { TransactionsScreen } from '@/features/transactions/components/transactions-screen';
import { paths, routePatterns } from '@/config/paths';
import { rostersQueryOptions } from '@/data/league/rosters';
import { leagueScoringQueryOptions, personalScoringQueryOptions } from '@/data/league/scoring';
import { standingsQueryOptions } from '@/data/league/standings';
import { topPlayersQueryOptions } from '@/data/league/top-players';
import { transactionsQueryOptions } from '@/data/league/transactions';
import { RequireAdmin, RequireAuth, RequireMflConnection, RequireProfile } from './guards';
import { prefetchEveryLeague, prefetchLeagueScreen, prefetchProfile, prefetchUserLeagues, prefetchWeekScreen } from './route-loaders';
import { LeaguesRoute } from './routes/leagues';
import { LoginRoute } from './routes/login';
import { ProfileRoute } from './routes/profile';
import { HomeRedirect, PublicLayout, RootRoute, RouteErrorScreen, ScreenErrorScreen } from './routes/root';
import { SettingsRoute } from './routes/settings';
import { AppLayout } from './shell/app-layout';

/**
 * The route table of spec 01 §2; later issues add their screens here. With a query client, the
 * league screens' loaders start their reads while the route resolves (tests render without one).
 */
export function createRoutes(queryClient?: QueryClient): RouteObject[] {
  const leaguesLoader = queryClient ? prefetchUserLeagues(queryClient) : undefined;
  const leagueScreen = (optionsFor: Parameters<typeof prefetchLeagueScreen>[1]) =>
    queryClient ? prefetchLeagueScreen(queryClient, optionsFor) : undefined;
  return [
  {
    element: <RootRoute />,
    errorElement: <RouteErrorScreen />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: paths.login, element: <LoginRoute /> },
          { path: paths.authConfirm, element: <ConfirmEmail /> },
          { path: paths.resetPassword, element: <ResetPassword /> },
        ],
      },
      {
        element: <RequireAuth />,
        loader: queryClient ? prefetchProfile(queryClient) : undefined,
        children: [
          { path: paths.home, element: <HomeRedirect /> },
          {
            element: <AppLayout />,
            children: [
              {
                // One crashing screen shows its error inside the shell; sidebar and header stay.
                errorElement: <ScreenErrorScreen />,
                children: [
                  {
                    element: <RequireProfile />,
                    children: [
                      {
                        element: <RequireMflConnection />,
                        children: [
                          { path: paths.dashboard, loader: leaguesLoader, element: <DashboardScreen /> },
                          { path: routePatterns.leagueView('league-standings'), loader: leagueScreen(standingsQueryOptions), element: <StandingsScreen /> },
                          {
                            path: routePatterns.leagueView('league-transactions'),
                            loader: leagueScreen((leagueId) => transactionsQueryOptions(leagueId)),
                            element: <TransactionsScreen />,
                          },
                          {
                            path: routePatterns.leagueView('league-scoring'),
                            loader: leagueScreen((leagueId) => leagueScoringQueryOptions(leagueId)),
                            element: <LeagueScoringScreen />,
                          },
                          {
                            path: routePatterns.leagueView('league-matchups'),
                            loader: leagueScreen((leagueId) => leagueScoringQueryOptions(leagueId)),
                            element: <LeagueMatchupsScreen />,
                          },
                          {
                            path: paths.liveScoring,
                            loader: queryClient ? prefetchEveryLeague(queryClient, personalScoringQueryOptions) : undefined,
                            element: <LiveScoringScreen />,
                          },
                          {
                            path: routePatterns.leagueLineup,
                            loader: queryClient
                              ? prefetchWeekScreen(queryClient, (leagueId, week) => lineupReads({ leagueId, year: week.year, week: week.currentWeek }))
                              : undefined,
                            element: <SetLineupScreen />,
                          },
                          { path: routePatterns.leagueView('rosters'), loader: leagueScreen(rostersQueryOptions), element: <RostersScreen /> },
                          {
                            path: routePatterns.leagueView('top-players'),
                            loader: leagueScreen(topPlayersQueryOptions),
                            element: <TopPlayersScreen />,
                          },
                        ],
                      },
                      { path: paths.leagues, loader: leaguesLoader, element: <LeaguesRoute /> },
                      // The NFL scoreboard needs no league; My Players Feed reads the verified leagues' rosters.
                      { path: paths.liveFeed, element: <LiveFeedScreen /> },
                      { path: paths.settings, element: <SettingsRoute /> },
                    ],
                  },
                  { path: paths.profile, element: <ProfileRoute /> },
                  {
                    element: <RequireAdmin />,
                    // Loaded only when an admin opens it: other users never download the admin area.
                    children: [{ path: `${paths.admin}/*`, lazy: async () => ({ Component: (await import('./routes/admin')).AdminRoute }) }],
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <HomeRedirect /> },
    ],
  },
];
}
